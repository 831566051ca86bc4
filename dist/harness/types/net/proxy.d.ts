/** The proxy variables of one environment. */
export interface ProxyEnv {
    httpProxy?: string;
    httpsProxy?: string;
    noProxy?: string;
}
/** Reads HTTP(S)_PROXY and NO_PROXY (either case, lower-case first) from an environment. */
export declare function proxyEnvOf(env: Record<string, string | undefined>): ProxyEnv;
/**
 * The proxy a request to `url` goes through under these variables, or undefined when it goes
 * direct (no variable for its scheme, NO_PROXY names its host, or it is not http/https).
 */
export declare function proxyFor(url: string | URL, p: ProxyEnv): URL | undefined;
/** A proxy URL as messages show it: credentials masked. */
export declare function shownProxy(proxy: URL): string;
/**
 * A fetch for agentci's outgoing calls; `routeNote(url)` says " (through proxy http://p:3128)"
 * when the call goes through a proxy (messages add it to the URL they show), else "".
 */
export type Fetch = typeof fetch & {
    routeNote?: (url: string) => string;
};
/**
 * A fetch that honours the environment's proxy variables (see the top of this file). With none
 * set it is the global fetch itself. Redirects are followed through the first URL's route.
 */
export declare function proxiedFetch(env: Record<string, string | undefined>): Fetch;
