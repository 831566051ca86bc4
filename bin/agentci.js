#!/usr/bin/env node
// The command runs the committed bundle, so `npx agentci` works on a fresh clone without a build.
import '../dist/cli/index.js';
