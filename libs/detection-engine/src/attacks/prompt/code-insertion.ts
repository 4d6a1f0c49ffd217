import { scan, signal, type Hit, type Signal } from './signal.ts';

// An instruction inside a code answer to slip code into the assistant's own answer. Its payload is
// judged only then: each marker below is common in honest code, so alone it proves nothing.
const TARGET = String.raw`(?:code|codebase|code base|implementation|solution|algorithm|response|answer|program|script|project|application|logic|function|module|reply)`;

/** Requests to insert code into the answer, scanned with the other injection signals. */
export const CODE_INSERTION_SIGNALS: readonly Signal[] = [
  signal(
    'insert-code',
    '^following subsequent below given / code snippet',
    String.raw`(?:following|subsequent|below|given) (?:code|snippet|code (?:snippet|block|excerpt|section|segment|fragment|piece))\b ~(?:in|into|to|within|with|inside)? ?~your ~${TARGET}\b`,
    0.6,
  ),
  signal(
    'insert-code',
    '^your / code snippet',
    String.raw`\byour ~${TARGET}\b ~(?:by|with) ~(?:the following|the subsequent|the below|this) (?:code|snippet)`,
    0.6,
  ),
  signal(
    'insert-code',
    '^in into to within inside / code snippet',
    String.raw`(?:in|into|to|within|inside) (?:your|the) ${TARGET} ~(?:the following|subsequent|this) (?:code|snippet)`,
    0.6,
  ),
];

const PAYLOAD: readonly Signal[] = [
  signal(
    'http-exfil',
    '',
    /requests\.(?:post|put)\(|http\.client\.https?connection\(|urllib\.request\.urlopen\(|\.sendall\(|smtplib\.smtp/g,
    0.3,
  ),
  signal('download', '', /requests\.get\(|urlretrieve\(|\bwget\b|\bcurl\b/g, 0.25),
  signal(
    'shell-out',
    '',
    /subprocess\.(?:call|popen|run|check_output)\(|os\.(?:system|popen|fork|remove|rename|chmod|kill)\(|\bexec\(|pty\.spawn|nc -e/g,
    0.3,
  ),
  signal(
    'sensitive-path',
    '',
    /\/dev\/sd[a-z]|authorized_keys|\.ssh\b|\/etc\/(?:passwd|shadow|init\.d|hosts|crontab)|\/boot\/|\/bin\/(?:ba)?sh\b|rm -rf|private[_ ]key|cookies|os\.environ|system32/g,
    0.3,
  ),
  signal('raw-socket', '', /socket\.socket\(|\.connect\(\(|scapy|reactor\.listen/g, 0.25),
  signal(
    'spyware',
    '',
    /\b(?:keylogger|pynput|clipboard|pyperclip|pyautogui|screenshot|x11grab|imagegrab|webcam|cryptomin\w{0,3}|getpass|pexpect|wmi|win32\w{0,12}|ctypes\.windll)\b|pickle\.loads|\.terminate\(\)|fernet|cipher\(/g,
    0.3,
  ),
];

/** What the inserted code would do, once a request to insert code was found. */
export function payloadHits(view: string, hits: readonly Hit[]): Hit[] {
  return hits.some((hit) => hit.id === 'insert-code') ? scan(view, PAYLOAD) : [];
}
