{{- define "fleetlog.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end }}

{{- define "fleetlog.commonEnv" -}}
- name: NODE_ENV
  value: production
- name: LOG_LEVEL
  value: {{ .Values.global.logLevel | quote }}
- name: KAFKA_BROKERS
  value: {{ .Values.global.kafkaBrokers | quote }}
- name: REDIS_URL
  value: {{ .Values.global.redisUrl | quote }}
- name: OTEL_EXPORTER_OTLP_ENDPOINT
  value: {{ .Values.global.otlpEndpoint | quote }}
- name: OTEL_TRACES_SAMPLER
  value: {{ .Values.global.tracing.sampler | quote }}
- name: OTEL_TRACES_SAMPLER_ARG
  value: {{ .Values.global.tracing.samplerArg | quote }}
- name: JWT_PUBLIC_KEY_FILE
  value: /etc/fleetlog/jwt/public.pem
- name: INTERNAL_SERVICE_KEY_FILE
  value: /etc/fleetlog/internal/service.key
- name: AUTH_GRPC_URL
  value: {{ printf "%s-auth:%v" .Release.Name .Values.services.auth.grpcPort | quote }}
- name: FLEET_GRPC_URL
  value: {{ printf "%s-fleet:%v" .Release.Name .Values.services.fleet.grpcPort | quote }}
- name: DEVICES_GRPC_URL
  value: {{ printf "%s-devices:%v" .Release.Name .Values.services.devices.grpcPort | quote }}
- name: JOURNAL_GRPC_URL
  value: {{ printf "%s-journal:%v" .Release.Name .Values.services.journal.grpcPort | quote }}
- name: TOLLS_GRPC_URL
  value: {{ printf "%s-tolls:%v" .Release.Name .Values.services.tolls.grpcPort | quote }}
{{- end }}
