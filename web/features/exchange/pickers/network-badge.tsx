import styles from './instrument-picker.module.css'

/** The network an instrument lives on, as a small badge. */
export function NetworkBadge({ network }: { network: string }) {
  return <span className={styles.badge}>{network}</span>
}
