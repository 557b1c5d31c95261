#!/bin/sh
# Creates Mosquitto's dynamic-security file with the admin login the api uses to grant device rights
# (MQTT_ADMIN_USERNAME / MQTT_ADMIN_PASSWORD), unless it exists. Everything else (the gateway's client, each
# device's client and role, the default deny) is created by the api at start-up and on activation.
set -eu
file="${1:-/mosquitto/data/dynsec.json}"
if [ ! -f "$file" ]; then
  mosquitto_ctrl dynsec init "$file" "${MQTT_ADMIN_USERNAME:?}" "${MQTT_ADMIN_PASSWORD:?}" >/dev/null
  chmod 0600 "$file"
fi
