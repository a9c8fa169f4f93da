import { Link } from '@tanstack/react-router'
import { cx } from '@/lib/class-names'
import { m } from '@/paraglide/messages.js'
import layout from './home-layout.module.css'
import styles from './how-it-works-steps.module.css'

const STEPS = [
  { title: m.home_step_choose_title, body: m.home_step_choose_body },
  { title: m.home_step_send_title, body: m.home_step_send_body },
  { title: m.home_step_receive_title, body: m.home_step_receive_body },
]

/** A swap in three steps: choose the pair, send the deposit, receive the coins. */
export function HowItWorksSteps() {
  return (
    <section className={cx(layout.section, layout.steps)} aria-labelledby="home-steps-title">
      <h2 id="home-steps-title" className={layout.heading}>
        {m.home_steps_title()}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title()} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div className={styles.text}>
              <h3 className={styles.title}>{step.title()}</h3>
              <p className={styles.body}>{step.body()}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/how-it-works" className={styles.more}>
        {m.home_steps_more()}
      </Link>
    </section>
  )
}
