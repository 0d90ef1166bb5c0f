#!/usr/bin/env bash
# Run once, when the primary's data folder is made (docker/compose.scale.yml mounts it in the image's
# /docker-entrypoint-initdb.d): the image's pg_hba.conf lets every database be reached with a
# password, but not the log's stream, which the replica reads.
set -euo pipefail
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
