#!/bin/sh
# Prisma's native schema engine is not used by this project (it cannot be downloaded offline).
echo "Use the project's migration commands instead: npm run db:deploy | db:status | db:create -- <name> | db:check | db:reset -- --force" >&2
exit 1
