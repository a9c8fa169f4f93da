import { MARKUP_IMAGE_SIZE } from '@/config/constants'
import styles from './post-cover.module.css'

/** A post's cover: decorative (the title says what the post is), lazy, sized at the §9 image ratio. */
export function PostCover({ src, eager = false }: { src: string | null; eager?: boolean }) {
  if (!src) return null
  return (
    <img
      className={styles.root}
      src={src}
      alt=""
      width={MARKUP_IMAGE_SIZE.width}
      height={MARKUP_IMAGE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
