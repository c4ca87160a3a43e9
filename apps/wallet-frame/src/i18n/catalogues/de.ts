import type { FrameMessages } from '../../ui/messages.js'

/** German. */
const de: FrameMessages = {
  DECODE_FROM: 'Von: {address}',
  DECODE_TO: 'An: {address}',
  DECODE_TO_NEW_CONTRACT: 'An: (neuer Vertrag)',
  DECODE_VALUE: 'Betrag: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Aufruf {index} von {count}',
  DECODE_UNKNOWN_CALL: 'Unbekannter Vertragsaufruf: Selektor {selector}, {bytes} Byte',
  DECODE_CONTRACT_CREATION: 'Vertragserstellung: {bytes} Byte Code',
  DECODE_FUNCTION: 'Aufruf: {standard} {function}',
  DECODE_TYPE: 'Typ: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (unbegrenzt)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: unbegrenzt {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} Zeichen, vollständig unten)',
  DECODE_FIELD_FULL: '{path} (vollständig):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Unbegrenzte Freigabe: {spender} könnte jetzt und jederzeit später alles von diesem Token aus deinem Konto nehmen.',
  WARN_APPROVAL_FOR_ALL:
    'Damit kann {operator} jetzt und jederzeit später jedes Objekt dieser Sammlung bewegen, das dir gehört.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} ist kein Vertrag. Freigaben gehen normalerweise an den Vertrag einer App, nicht an eine persönliche Adresse.',
  WARN_HASH_SIGN:
    'Diese Nachricht ist genau 32 Byte lang: Sie sieht aus wie ein Transaktions-Hash. Sie zu signieren könnte eine Zahlung aus deinem Konto erlauben. Lehne ab, außer du weißt genau, warum danach gefragt wird.',
  WARN_TOKEN_NO_CODE:
    '{address} hat keinen Vertragscode: Dieser Token-Aufruf würde nichts tun, oder die Adresse ist falsch.',
  WARN_VALUE_ABOVE_BALANCE: 'Damit wird mehr {symbol} gesendet, als das Konto hat ({balance}).',
  SIMULATION_SEND: 'Du sendest {amount} {asset}',
  SIMULATION_RECEIVE: 'Du erhältst {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Du sendest {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Du erhältst {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Du sendest {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Du erhältst {amount} × {item}',
  SIMULATION_ALLOW: 'Du erlaubst {spender}, {amount} {asset} auszugeben',
  SIMULATION_ALLOW_UNLIMITED:
    'Du erlaubst {spender}, alles von Token {token} (unbegrenzt) auszugeben',
  SIMULATION_ALLOW_ITEM: 'Du erlaubst {spender}, {item} zu bewegen',
  SIMULATION_ALLOW_ALL: 'Du erlaubst {spender}, alle deine Objekte von {token} zu bewegen',
  SIMULATION_NO_CHANGES: 'Kein Guthaben deines Kontos ändert sich.',
  SIMULATION_FEE_NOTE: 'Die Netzwerkgebühr ist nicht enthalten.',
  SIMULATION_REVERTED:
    'Laut Netzwerk würde diese Anfrage fehlschlagen ({reason}). Wenn du bestätigst, schlägt sie wahrscheinlich fehl und kostet trotzdem eine Gebühr.',
  SIMULATION_UNAVAILABLE:
    'Das Netzwerk konnte diese Anfrage nicht simulieren ({reason}), daher wird nicht gezeigt, was sie ändert. Prüfe die Details unten.',
  APPROVE_TITLE: 'Anfrage bestätigen',
  APPROVE_FROM: 'Angefragt von {origin}',
  APPROVE_APP_CLAIM:
    'Die Website oben nennt ihre App „{name}“. Geprüft ist nur die Adresse der Website, nicht dieser Name.',
  APPROVE_CHAIN: 'Netzwerk: {name} (Chain-ID {id})',
  APPROVE_BUTTON: 'Bestätigen',
  REJECT_BUTTON: 'Ablehnen',
  GUARD_UNSUPPORTED:
    'Dieser Browser kann nicht bestätigen, dass die Wallet ganz sichtbar ist, daher ist „Bestätigen“ ausgeschaltet. Nutze einen Browser, der das kann (Chrome, Edge), oder lehne ab.',
  GUARD_HIDDEN:
    'Die Wallet ist verdeckt, durchsichtig oder außerhalb des Bildschirms, daher sind ihre Schaltflächen ausgeschaltet. Die Seite, die sie zeigt, versucht dich vielleicht zu täuschen.',
  GUARD_WAITING:
    'Lies die Anfrage und bewege dann den Mauszeiger über dieses Fenster, um fortzufahren.',
  SIGN_MESSAGE: 'Diese Nachricht signieren',
  SIGN_TYPED_DATA: 'Strukturierte Daten signieren',
  SEND_TRANSACTION: 'Transaktion senden',
  SEND_CALLS: '{count} Aufrufe von deinem Smart Account senden',
  SEND_USER_OPERATION: 'Eine User Operation senden',
  SMART_ACCOUNT_FROM: 'Vom Smart Account {address}',
  NETWORK_FEE_SPONSORED: 'Netzwerkgebühr: gesponsert',
  NETWORK_FEE_ACCOUNT: 'Netzwerkgebühr: zahlt Ihr Smart Account',
  DELEGATE_TITLE: 'Dein Konto zu einem Smart Account machen',
  DELEGATE_ACCOUNT: 'Dein Konto: {address} (die Adresse bleibt gleich)',
  DELEGATE_IMPLEMENTATION: 'Smart-Account-Vertrag: {address}',
  DELEGATE_WARNING:
    'Dieser Vertrag steuert dann dein Konto und alles darin. Diese Wallet stellt nur auf den Vertrag um, den ihr Betreiber eingerichtet hat, nie auf einen, den eine Website nennt.',
  UNDELEGATE_TITLE: 'Deinen Smart Account wieder zu einem einfachen Konto machen',
  UNDELEGATE_CURRENT: 'Entfernt die Delegation an den Vertrag {address}',
  GRANT_TITLE: 'Dieser App erlauben, von deinem Smart Account zu senden',
  GRANT_UPGRADE:
    'Dein Smart Account wird auf den Vertrag {address} aktualisiert, um Berechtigungen zu speichern. Seine Adresse bleibt gleich.',
  GRANT_NATIVE_ALLOWANCE:
    'Sie darf insgesamt bis zu {amount} {symbol} an beliebige Adressen senden (Netzwerkgebühren zählen mit, wenn sie nicht gesponsert sind)',
  GRANT_TOKEN_ALLOWANCE: 'Sie darf insgesamt bis zu {amount} {symbol} des Tokens {address} senden',
  GRANT_CONTRACT_CALL: 'Sie darf {functions} auf dem Vertrag {address} aufrufen',
  GRANT_EXPIRY: 'Bis {date}',
  GRANT_WARNING:
    'Innerhalb dieser Grenzen sendet die App von deinem Konto, ohne dich erneut zu fragen, bis die Berechtigung endet oder du sie widerrufst.',
  REVOKE_TITLE: 'Eine Berechtigung widerrufen',
  REVOKE_SESSION:
    'Die Berechtigung für {origin} endet: Sie kann nicht mehr von deinem Konto senden.',
  WRONG_CHAIN:
    'Diese Anfrage ist für Chain {requested}, aber die Wallet ist auf {name} (Chain {id}).',
  SIMULATION_HEADING: 'Was sich in deinem Konto ändert (simuliert)',
  IDLE: 'Foyer Embedded Wallet',
  RECOVERY_SET_TITLE: 'Wiederherstellungspasswort festlegen',
  RECOVERY_SET_INTRO:
    'Du brauchst dieses Passwort, um deine Wallet auf einem neuen Gerät zu nutzen. Es verlässt nie dieses Fenster, und niemand kann es für dich zurücksetzen: nicht diese App, nicht ihr Betreiber.',
  RECOVERY_ENTER_TITLE: 'Wiederherstellungspasswort eingeben',
  RECOVERY_ENTER_INTRO:
    'Dieses Gerät ist neu für deine Wallet. Gib das Wiederherstellungspasswort ein, das du beim Erstellen festgelegt hast.',
  RECOVERY_PASSWORD_LABEL: 'Wiederherstellungspasswort',
  RECOVERY_CONFIRM_LABEL: 'Wiederherstellungspasswort wiederholen',
  RECOVERY_TOO_SHORT: 'Nutze mindestens {min} Zeichen.',
  RECOVERY_MISMATCH: 'Die beiden Passwörter sind nicht gleich.',
  RECOVERY_WORKING: 'Wird geprüft…',
  RECOVERY_CONTINUE: 'Weiter',
  RECOVERY_CANCEL: 'Abbrechen',
  RECOVERY_CANCELLED:
    'Es wurde kein Wiederherstellungspasswort angegeben, daher ist die Wallet auf diesem Gerät nicht bereit.',
  SOCIAL_DONE: 'Du kannst dieses Fenster schließen.',
  SOCIAL_FAILED:
    'Die Anmeldung wurde nicht abgeschlossen. Schließe dieses Fenster und beginne in der App neu.',
  PASSKEY_WAITING: 'Verbindung zur Wallet wird hergestellt…',
  PASSKEY_USE: 'Mit deinem Passkey fortfahren',
  PASSKEY_CREATE: 'Passkey erstellen',
  PASSKEY_CREATE_HINT:
    'Dein Gerät speichert einen Passkey für diese Wallet. Damit meldest du dich an.',
  PASSKEY_USE_HINT: 'Nutze den Passkey, den du für diese Wallet gespeichert hast.',
  PASSKEY_CHECKING: 'Dein Passkey wird geprüft…',
  PASSKEY_DONE: 'Fertig. Du kannst dieses Fenster schließen.',
  PASSKEY_FAILED: 'Der Passkey hat nicht funktioniert: {message}',
  PASSKEY_NO_WALLET: 'Öffne dieses Fenster aus der App, um deinen Passkey zu nutzen.',
  EXPORT_TITLE: 'Dein privater Schlüssel',
  EXPORT_WARNING:
    'Wer diesen Schlüssel hat, kontrolliert die Wallet {address} und alles darin. Füge ihn nie in eine Website ein und teile ihn nie. Foyer wird nie danach fragen.',
  EXPORT_SOLANA_TITLE: 'Dein privater Solana-Schlüssel',
  EXPORT_COPY: 'Schlüssel kopieren',
  EXPORT_COPIED: 'Kopiert',
  EXPORT_CODE_EMAIL:
    'Wir haben einen 6-stelligen Code an deine E-Mail gesendet. Gib ihn ein, um deinen privaten Schlüssel anzuzeigen.',
  EXPORT_CODE_TOTP:
    'Gib den 6-stelligen Code aus deiner Authenticator-App ein, um deinen privaten Schlüssel anzuzeigen.',
  EXPORT_CODE_LABEL: '6-stelliger Code',
  EXPORT_CODE_SHOW: 'Schlüssel anzeigen',
  EXPORT_CODE_FORMAT: 'Gib die 6 Ziffern des Codes ein.',
  STEP_UP_TITLE: 'Bestätige, dass du es bist',
  STEP_UP_INTRO:
    'Ein Gerät entfernen, deine E-Mail-Adresse ändern oder deinen Wiederherstellungsanteil öffnen erfordert eine erneute Prüfung.',
  STEP_UP_CODE_LABEL: 'Code aus deiner Authenticator-App',
  STEP_UP_PASSKEY: 'Deinen Passkey verwenden',
  STEP_UP_CONFIRM: 'Bestätigen',
  STEP_UP_CANCEL: 'Abbrechen',
  STEP_UP_WORKING: 'Wird geprüft…',
  STEP_UP_CODE_FORMAT: 'Gib die 6 Ziffern ein, die deine App anzeigt.',
  STEP_UP_CANCELLED: 'Nicht bestätigt, daher wurde nichts geändert.',
  TOTP_SETUP_TITLE: 'Authenticator-App einrichten',
  TOTP_SETUP_INTRO:
    'Scanne diesen Code mit einer Authenticator-App und gib dann den 6-stelligen Code ein, den sie anzeigt. Vor sensiblen Aktionen wird die App abgefragt.',
  TOTP_QR_LABEL: 'QR-Code, um diese Wallet zu einer Authenticator-App hinzuzufügen',
  SOCIAL_RETURN_KEY_LOST:
    'Dieser Browser blockiert den Website-Speicher der Wallet, daher kann die Anmeldung, die zu dieser Seite zurückgekehrt ist, nicht abgeschlossen werden. Erlaube Website-Daten für diese Website und melde dich erneut an.',
  SIGN_SOLANA_TRANSACTION: 'Eine Solana-Transaktion signieren',
  SIGN_SOLANA_TRANSACTIONS: '{count} Solana-Transaktionen signieren',
  SEND_SOLANA_TRANSACTION: 'Eine Solana-Transaktion senden',
  SOLANA_TRANSFER: '{amount} SOL von {from} an {to} senden',
  SOLANA_TOKEN_TRANSFER:
    '{amount} von Token {mint} von Token-Konto {from} an Token-Konto {to} senden',
  SOLANA_TOKEN_TRANSFER_RAW:
    '{amount} Token-Einheiten von Token-Konto {from} an Token-Konto {to} senden',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Token-Konto von {owner} für Token {mint} anlegen',
  SOLANA_COMPUTE_BUDGET: 'Rechenbudget festlegen (Netzwerkgebühr)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Unbekannte Anweisung: Programm {program}, {bytes} Byte Daten',
  SOLANA_FEE_PAYER: 'Netzwerkgebühr bezahlt von {address}',
  SOLANA_TRANSACTION_HEADING: 'Transaktion {index} von {count}',
  SOLANA_NO_INSTRUCTIONS: 'Keine Anweisungen',
}

export default de
