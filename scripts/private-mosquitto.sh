#!/usr/bin/env bash
# Starts a Mosquitto of its own on a free port with the repository's authenticated configuration
# (deploy/mosquitto), for .ci/run's second pass. Prints the environment the suites need; `kill $MOSQUITTO_PID`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
plugin=""
for candidate in /usr/lib/*/mosquitto_dynamic_security.so /usr/lib/mosquitto_dynamic_security.so; do
  if [ -f "$candidate" ]; then plugin="$candidate"; break; fi
done
export MQTT_ADMIN_USERNAME=signage-admin MQTT_ADMIN_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
"$root/deploy/mosquitto/init.sh" "$dir/dynsec.json" >/dev/null
sed -e "s#^persistence true#persistence false#" -e "/^persistence_location/d" \
  -e "s#^plugin .*#plugin $plugin#" -e "s#^plugin_opt_config_file .*#plugin_opt_config_file $dir/dynsec.json#" \
  -e "s#^listener 1883#listener $port 127.0.0.1#" -e "/^listener 9001/d" -e "/^protocol websockets/d" \
  "$root/deploy/mosquitto/mosquitto.conf" > "$dir/mosquitto.conf"
# Started as root, Mosquitto drops to its own user, which must be able to read and write dynsec.json.
if [ "$(id -u)" = 0 ] && id mosquitto >/dev/null 2>&1; then chown -R mosquitto "$dir"; fi
mosquitto -c "$dir/mosquitto.conf" > "$dir/log" 2>&1 &
pid=$!
for _ in $(seq 50); do (echo > "/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
echo "export MQTT_URL=mqtt://127.0.0.1:$port MQTT_ADMIN_USERNAME=$MQTT_ADMIN_USERNAME MQTT_ADMIN_PASSWORD=$MQTT_ADMIN_PASSWORD MOSQUITTO_PID=$pid BROKER_SECRET=$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
