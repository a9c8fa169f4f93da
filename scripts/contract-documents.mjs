// The contract's documents: one entry per OpenAPI document in openapi/, and where its generated code goes.
// `name` is also the folder under sdk/gen/ and the file under sdk/paths/ and sdk/bundled/.
export const contractDocuments = [
  { name: 'api', source: 'openapi/api/openapi.yaml' },
  { name: 'dictionary', source: 'openapi/content/dictionary.yaml' },
  { name: 'blog', source: 'openapi/content/blog.yaml' },
  { name: 'site', source: 'openapi/content/site.yaml' },
]
