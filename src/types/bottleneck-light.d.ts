// bottleneck's light build (no clustering), the one @octokit/plugin-throttling uses: the same API
// as the package's main entry, which is what its own typings describe.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
