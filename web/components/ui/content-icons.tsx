import { Icon, type IconProps } from './icons'

/** The icons of the pages' content and dialogs (the shell's own are in icons.tsx, in the first JS). */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12l5 5 9-10" />
    </Icon>
  )
}

export function AlertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v4M12 17.5v.01" />
    </Icon>
  )
}

/** Two opposite arrows: swap the two sides. */
export function SwapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />
    </Icon>
  )
}
