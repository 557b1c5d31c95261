/**
 * The embedded broker's port in the browser suites: E2E_MQTT_PORT, else 100 above E2E_PORT, so two suites run side
 * by side on different E2E_PORTs (as parallel worktrees do) never share a broker port.
 */
export const E2E_MQTT_PORT = Number(process.env.E2E_MQTT_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 100);
