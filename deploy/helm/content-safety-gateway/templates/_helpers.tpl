{{/* Labels every object carries; `.` is the chart's root. */}}
{{- define "csg.labels" -}}
app.kubernetes.io/part-of: content-safety-gateway
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end }}

{{/* An app's image; called with (dict "root" $ "name" <app>). */}}
{{- define "csg.image" -}}
{{ .root.Values.image.registry }}/{{ .name }}:{{ .root.Values.image.tag | default .root.Chart.AppVersion }}
{{- end }}

{{- define "csg.secretName" -}}
{{ .Release.Name }}-secrets
{{- end }}

{{/* The Secret that holds a variable: one of the operator's when named, else the chart's. */}}
{{- define "csg.secretFor" -}}
{{- $values := .root.Values }}
{{- if and (eq .key "DATABASE_URL") $values.database.existingSecret }}{{ $values.database.existingSecret }}
{{- else if and (ne .key "DATABASE_URL") (ne .key "REDIS_URL") $values.secrets.existingSecret }}{{ $values.secrets.existingSecret }}
{{- else }}{{ include "csg.secretName" .root }}
{{- end }}
{{- end }}

{{/* A generated secret: the value given, else the one already in the cluster, else a new one. */}}
{{- define "csg.keptSecret" -}}
{{- if .given }}{{ .given | b64enc | quote }}
{{- else if .previous }}{{ .previous | quote }}
{{- else }}{{ .generated | b64enc | quote }}
{{- end }}
{{- end }}

{{/* The ConfigMap's data, also hashed into each pod's annotations so a change rolls the pods. */}}
{{- define "csg.configData" -}}
LOG_LEVEL: {{ .Values.logLevel | quote }}
{{- if .Values.otelExporterOtlpEndpoint }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ .Values.otelExporterOtlpEndpoint | quote }}
{{- end }}
TRUSTED_PROXIES: {{ .Values.trustedProxies | quote }}
# The migration Job has run before the apps start (Helm hook).
MIGRATE_ON_START: "false"
PASSWORD_RESET_URL: {{ printf "%s/reset-password" .Values.publicUrl | quote }}
# Diagnostics probes the edge's /health as part of gateway-core.
EDGE_URL: {{ printf "http://%s-edge-gateway:%v" .Release.Name (index .Values.apps "edge-gateway").port | quote }}
{{- range $name, $app := .Values.apps }}
{{- if ne $name "edge-gateway" }}
{{ $name | upper | replace "-" "_" }}_URL: {{ printf "http://%s-%s:%v" $.Release.Name $name $app.port | quote }}
{{- end }}
{{- end }}
{{- end }}

{{/* A container's probes on the app's /health. Liveness tolerates a minute of failures: while
PostgreSQL is away the internal apps answer 503 and recover by themselves when it is back. */}}
{{- define "csg.probes" -}}
startupProbe:
  httpGet: { path: /health, port: http }
  periodSeconds: 5
  failureThreshold: 36
readinessProbe:
  httpGet: { path: /health, port: http }
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 2
livenessProbe:
  httpGet: { path: /health, port: http }
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 6
{{- end }}
