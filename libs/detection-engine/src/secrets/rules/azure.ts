import { ctx, re, rei, rule, type RuleSpec } from '../rule-engine/rule-spec.ts';

const raw = String.raw;

// Microsoft Azure credentials without a prefix of their own, recognised by their documented
// length and alphabet next to the setting that holds them, or by the signature Azure embeds in
// its newer keys.

// Storage account keys are 64 random bytes in base64: 86 characters and "==". Besides the
// AccountKey= of a connection string they are passed as an account or storage key setting.
const STORAGE_KEY_NAMES = 'accountkey|account_key|account-key|storagekey|storage_key|storage-key';

export const azureRules: readonly RuleSpec[] = [
  rule('AZURE_STORAGE_KEY', STORAGE_KEY_NAMES, [
    re(raw`(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{86}==)(?![A-Za-z0-9+/=])`, 88),
  ]),
  // Container registry passwords carry "+ACR" at a fixed place: 42 base64 characters, the
  // signature, then 6 more.
  rule('AZURE_CONTAINER_REGISTRY_KEY', '+acr', [
    re(raw`(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{42}\+ACR[A-Za-z0-9]{6})(?![A-Za-z0-9+/=])`, 52),
  ]),
  // Entra ID refresh tokens: a version digit, a dot, the client info ("A…"), then the
  // encrypted token, which opens with "AgAB".
  rule('AZURE_REFRESH_TOKEN', '.agab', [
    re(raw`(?<![\w.-])([01]\.A[A-Za-z0-9_-]{20,300}\.(?:1\.)?AgAB[A-Za-z0-9_-]{100,8000})`, 8400),
  ]),
  // Azure Cache for Redis connection strings (StackExchange.Redis): host:port,password=…,ssl=…
  // The service listens on 6380 (TLS) and 6379; another port is not an Azure cache.
  rule('CONNECTION_STRING', 'redis.cache.windows.net', [
    ctx(rei(raw`\.redis\.cache\.windows\.net(?::63(?:79|80))?,`, 40)),
    rei(raw`,password=([^,;\s'"]{8,200})`, 220),
  ]),
];
