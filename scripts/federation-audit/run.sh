#!/bin/sh
# Starts this project's gateway for one test suite of The Guild's federation-gateway-audit
# (github.com/graphql-hive/federation-gateway-audit), as its `--run-script`: the audit passes the suite's id, serves
# that suite's subgraphs and supergraph on port 4200, and queries the gateway on 4000. docs/OPERATIONS.md says how
# to run the audit. Needs `npm run build` and a PostgreSQL (DATABASE_URL) for the gateway's limits.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
project=$(cd "$here/../.." && pwd)
work=${TMPDIR:-/tmp}/federation-audit
mkdir -p "$work"
curl -sf "http://localhost:4200/$1/supergraph" > "$work/supergraph.graphql"
cd "$project"
# A development gateway over the suite's supergraph alone, its limits per address off; nothing else of the stack.
exec env SUPERGRAPH_PATH="$work/supergraph.graphql" GATEWAY_PORT=4000 RATE_LIMIT_FACTOR=0 LOG_LEVEL=warn \
  node dist/gateway/main.js
