import { configure } from '@testing-library/react'

// waitFor and findBy* give up after 1 s by default; on a loaded 2-core CI machine a mock answer through MSW and a
// render can take longer, and such a test then fails for no reason a user would notice.
configure({ asyncUtilTimeout: 5_000 })
