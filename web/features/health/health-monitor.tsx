/** PLACEHOLDER (being written): runs the §4 health state machine and sets the service status. */
export function HealthMonitor() {
  return null
}
