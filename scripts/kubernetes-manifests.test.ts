// deploy/kubernetes without a cluster (docs/deployment.md): every object is checked against the Kubernetes schema of
// its kind (kubernetes-models' validators, built from the Kubernetes OpenAPI document), and the properties the
// deployment promises are asserted, so removing one fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler, type IHorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { ConfigMap, type IConfigMap, type IService, Service } from 'kubernetes-models/v1'
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { APP_CONFIG_VARIABLES } from './start-settings.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = join(root, 'deploy/kubernetes')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** The models of the kinds deploy/kubernetes may hold; another kind fails until it is added here. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'v1 Service': Service,
  'v1 ConfigMap': ConfigMap,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
}

interface Manifest {
  file: string
  object: { apiVersion: string; kind: string; metadata: { name: string } }
}

const manifests: Manifest[] = readdirSync(dir)
  .filter((file) => /\.ya?ml$/.test(file))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((document) => {
      if (document.errors.length) throw new Error(`${file}: ${document.errors[0]?.message}`)
      return { file, object: document.toJS() as Manifest['object'] }
    }),
  )

const one = <T>(kind: string): T => {
  const found = manifests.filter((manifest) => manifest.object.kind === kind)
  expect(found, kind).toHaveLength(1)
  return found[0]?.object as T
}

/** Every setting `npm run start` reads from the environment, as its sources name them. */
function startSettings(): string[] {
  const sources = ['scripts/start-settings.ts', 'scripts/start-edge-settings.ts'].map(read).join('\n')
  const named = [
    ...sources.matchAll(/\b(?:env\.|(?:value|upstream|limit)\(\s*env,\s*')([A-Z][A-Z0-9_]+)/g),
  ].map((match) => match[1] ?? '')
  return [...new Set([...named, ...Object.values(APP_CONFIG_VARIABLES)])].sort()
}

describe('deploy/kubernetes', () => {
  it('holds only objects of known kinds, each valid against the Kubernetes schema of its kind', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(5)
    for (const { file, object } of manifests) {
      const Model = MODELS[`${object.apiVersion} ${object.kind}`]
      expect(Model, `${file}: ${object.apiVersion} ${object.kind}`).toBeDefined()
      if (Model) expect(() => new Model(object as never).validate(), file).not.toThrow()
    }
  })

  it('the schema check has teeth: a wrong type or a missing required field fails', () => {
    const deployment = one<IDeployment>('Deployment')
    const broken = structuredClone(deployment) as unknown as { spec: Record<string, unknown> }
    broken.spec.replicas = 'two'
    expect(() => new Deployment(broken as never).validate()).toThrow(/replicas/)
    const noContainers = structuredClone(deployment)
    if (noContainers.spec?.template.spec)
      delete (noContainers.spec.template.spec as { containers?: unknown }).containers
    expect(() => new Deployment(noContainers).validate()).toThrow(/containers/)
  })

  it('runs the image as non-root on a read-only root filesystem, writing only to an emptyDir at /tmp', () => {
    const pod = one<IDeployment>('Deployment').spec?.template.spec
    expect(pod?.securityContext?.runAsNonRoot).toBe(true)
    expect(pod?.securityContext?.runAsUser).toBeGreaterThan(0)
    expect(pod?.containers).toHaveLength(1)
    for (const container of pod?.containers ?? []) {
      expect(container.securityContext).toMatchObject({
        runAsNonRoot: true,
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      })
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp')
      expect(
        pod?.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir,
        'an emptyDir at /tmp',
      ).toBeDefined()
    }
  })

  it('sets requests and limits, and probes /healthz on the port nginx listens on', () => {
    const configMap = one<IConfigMap>('ConfigMap')
    const container = one<IDeployment>('Deployment').spec?.template.spec?.containers[0]
    for (const kind of ['requests', 'limits'] as const)
      expect(Object.keys(container?.resources?.[kind] ?? {}).sort(), kind).toEqual(['cpu', 'memory'])
    const port = container?.ports?.find((each) => each.containerPort === Number(configMap.data?.PORT))
    expect(port, 'the containerPort is the PORT nginx listens on').toBeDefined()
    for (const probe of [container?.readinessProbe, container?.livenessProbe, container?.startupProbe])
      expect(probe?.httpGet).toMatchObject({ path: '/healthz', port: port?.name })
    // nginx answers it itself, in every server (deploy/nginx/healthz.conf.template).
    expect(read('deploy/nginx/healthz.conf.template')).toMatch(/location = \/healthz \{[\s\S]*?return 200 /)
    expect(read('deploy/nginx/nginx.conf.template')).toContain('include {{RUNTIME_DIR}}/healthz.conf;')
  })

  it('gives the pods every setting of npm run start, from the ConfigMap', () => {
    const configMap = one<IConfigMap>('ConfigMap')
    const container = one<IDeployment>('Deployment').spec?.template.spec?.containers[0]
    expect(container?.envFrom).toEqual([{ configMapRef: { name: configMap.metadata?.name } }])
    expect(startSettings()).toContain('KYC_FRAME_ORIGINS')
    expect(Object.keys(configMap.data ?? {}).sort()).toEqual(startSettings())
    // The runtime folder is on the writable /tmp.
    expect(configMap.data?.NGINX_RUNTIME_DIR).toMatch(/^\/tmp\//)
  })

  it('the Service and the autoscaler reach the Deployment, which never scales below two pods', () => {
    const deployment = one<IDeployment>('Deployment')
    const service = one<IService>('Service')
    const autoscaler = one<IHorizontalPodAutoscaler>('HorizontalPodAutoscaler')
    expect(deployment.spec?.template.metadata?.labels).toMatchObject(
      service.spec?.selector ?? { missing: true },
    )
    const ports = deployment.spec?.template.spec?.containers[0]?.ports?.map((port) => port.name)
    expect(ports).toContain(service.spec?.ports?.[0]?.targetPort)
    expect(autoscaler.spec?.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata?.name,
    })
    expect(autoscaler.spec?.minReplicas).toBeGreaterThanOrEqual(2)
  })
})
