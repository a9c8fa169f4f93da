import type { ReactNode } from 'react'
import styles from './info-article.module.css'

/** One part of an informational page: a heading, paragraphs and, when it has them, a list of points. */
export type InfoSection = { title: string; paragraphs: string[]; points?: string[] }

/** An informational page's text, section by section, at a readable width, with anything the page adds after it. */
export function InfoArticle({ sections, children }: { sections: InfoSection[]; children?: ReactNode }) {
  return (
    <div className={styles.article}>
      {sections.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2 className={styles.title}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.points && (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {children}
    </div>
  )
}
