import type { FrameMessages } from '../../ui/messages.js'

/** Italian. */
const it: FrameMessages = {
  DECODE_FROM: 'Da: {address}',
  DECODE_TO: 'A: {address}',
  DECODE_TO_NEW_CONTRACT: 'A: (nuovo contratto)',
  DECODE_VALUE: 'Importo: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Chiamata {index} di {count}',
  DECODE_UNKNOWN_CALL: 'Chiamata a contratto sconosciuta: selettore {selector}, {bytes} byte',
  DECODE_CONTRACT_CREATION: 'Creazione di contratto: {bytes} byte di codice',
  DECODE_FUNCTION: 'Chiamata: {standard} {function}',
  DECODE_TYPE: 'Tipo: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (illimitato)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: illimitato {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} caratteri, per intero sotto)',
  DECODE_FIELD_FULL: '{path} (per intero):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Approvazione illimitata: {spender} potrebbe prendere tutto questo token dal tuo account, ora e in qualsiasi momento futuro.',
  WARN_APPROVAL_FOR_ALL:
    'Questo permette a {operator} di spostare ogni oggetto di questa collezione che possiedi, ora e in qualsiasi momento futuro.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} non è un contratto. Le approvazioni di solito vanno al contratto di un’app, non a un indirizzo personale.',
  WARN_HASH_SIGN:
    'Questo messaggio è lungo esattamente 32 byte: sembra l’hash di una transazione. Firmarlo potrebbe autorizzare un pagamento dal tuo account. Rifiuta, a meno che tu non sappia esattamente perché viene chiesto.',
  WARN_TOKEN_NO_CODE:
    '{address} non ha codice di contratto: questa chiamata al token non farebbe nulla, oppure l’indirizzo è sbagliato.',
  WARN_VALUE_ABOVE_BALANCE: 'Questo invia più {symbol} di quanto l’account ne abbia ({balance}).',
  SIMULATION_SEND: 'Invii {amount} {asset}',
  SIMULATION_RECEIVE: 'Ricevi {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Invii {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Ricevi {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Invii {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Ricevi {amount} × {item}',
  SIMULATION_ALLOW: 'Permetti a {spender} di spendere {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED:
    'Permetti a {spender} di spendere tutto il token {token} (illimitato)',
  SIMULATION_ALLOW_ITEM: 'Permetti a {spender} di spostare {item}',
  SIMULATION_ALLOW_ALL: 'Permetti a {spender} di spostare tutti i tuoi oggetti di {token}',
  SIMULATION_NO_CHANGES: 'Nessun saldo del tuo account cambia.',
  SIMULATION_FEE_NOTE: 'La commissione di rete non è inclusa.',
  SIMULATION_REVERTED:
    'La rete dice che questa richiesta fallirebbe ({reason}). Se approvi, probabilmente fallirà e costerà comunque una commissione.',
  SIMULATION_UNAVAILABLE:
    'La rete non ha potuto simulare questa richiesta ({reason}), quindi ciò che cambia non è mostrato. Controlla i dettagli qui sotto.',
  APPROVE_TITLE: 'Approva la richiesta',
  APPROVE_FROM: 'Richiesto da {origin}',
  APPROVE_APP_CLAIM:
    'Il sito qui sopra chiama la sua app «{name}». Solo l’indirizzo del sito è verificato, non questo nome.',
  APPROVE_CHAIN: 'Rete: {name} (chain id {id})',
  APPROVE_BUTTON: 'Approva',
  REJECT_BUTTON: 'Rifiuta',
  GUARD_UNSUPPORTED:
    'Questo browser non può confermare che il wallet sia del tutto visibile, quindi Approva è disattivato. Usa un browser che lo può fare (Chrome, Edge) oppure rifiuta.',
  GUARD_HIDDEN:
    'Il wallet è coperto, trasparente o fuori dallo schermo, quindi i suoi pulsanti sono disattivati. La pagina che lo mostra potrebbe cercare di ingannarti.',
  GUARD_WAITING: 'Leggi la richiesta, poi muovi il puntatore su questa finestra per continuare.',
  SIGN_MESSAGE: 'Firma questo messaggio',
  SIGN_TYPED_DATA: 'Firma dati strutturati',
  SEND_TRANSACTION: 'Invia una transazione',
  SEND_CALLS: 'Invia {count} chiamate dal tuo smart account',
  SEND_USER_OPERATION: 'Invia una user operation',
  SMART_ACCOUNT_FROM: 'Dallo smart account {address}',
  NETWORK_FEE_SPONSORED: 'Commissione di rete: sponsorizzata',
  NETWORK_FEE_ACCOUNT: 'Commissione di rete: la paga il tuo smart account',
  DELEGATE_TITLE: 'Trasforma il tuo account in uno smart account',
  DELEGATE_ACCOUNT: 'Il tuo account: {address} (l’indirizzo resta lo stesso)',
  DELEGATE_IMPLEMENTATION: 'Contratto dello smart account: {address}',
  DELEGATE_WARNING:
    'Questo contratto controllerà il tuo account e tutto ciò che contiene. Questo wallet passa solo al contratto configurato dal suo gestore, mai a uno indicato da un sito web.',
  UNDELEGATE_TITLE: 'Riporta il tuo smart account a un account semplice',
  UNDELEGATE_CURRENT: 'Rimuove la delega al contratto {address}',
  GRANT_TITLE: 'Consenti a questa app di inviare dal tuo smart account',
  GRANT_UPGRADE:
    'Il tuo smart account viene aggiornato al contratto {address} per gestire i permessi. Il suo indirizzo resta lo stesso.',
  GRANT_NATIVE_ALLOWANCE:
    'Può inviare fino a {amount} {symbol} in totale, a qualsiasi indirizzo (le commissioni di rete contano se non sponsorizzate)',
  GRANT_TOKEN_ALLOWANCE: 'Può inviare fino a {amount} {symbol} del token {address} in totale',
  GRANT_CONTRACT_CALL: 'Può chiamare {functions} sul contratto {address}',
  GRANT_EXPIRY: 'Fino al {date}',
  GRANT_WARNING:
    'Entro questi limiti l’app invia dal tuo account senza chiederti di nuovo, finché il permesso scade o lo revochi.',
  REVOKE_TITLE: 'Revoca un permesso',
  REVOKE_SESSION: 'Il permesso dato a {origin} termina: non può più inviare dal tuo account.',
  WRONG_CHAIN:
    'Questa richiesta è per la chain {requested}, ma il wallet è su {name} (chain {id}).',
  SIMULATION_HEADING: 'Cosa cambia nel tuo account (simulato)',
  IDLE: 'Wallet integrato Foyer',
  RECOVERY_SET_TITLE: 'Imposta una password di recupero',
  RECOVERY_SET_INTRO:
    'Ti serve questa password per usare il wallet su un nuovo dispositivo. Non lascia mai questa finestra e nessuno può reimpostarla per te: né questa app né il suo gestore.',
  RECOVERY_ENTER_TITLE: 'Inserisci la tua password di recupero',
  RECOVERY_ENTER_INTRO:
    'Questo dispositivo è nuovo per il tuo wallet. Inserisci la password di recupero impostata quando lo hai creato.',
  RECOVERY_PASSWORD_LABEL: 'Password di recupero',
  RECOVERY_CONFIRM_LABEL: 'Ripeti la password di recupero',
  RECOVERY_TOO_SHORT: 'Usa almeno {min} caratteri.',
  RECOVERY_MISMATCH: 'Le due password non sono uguali.',
  RECOVERY_WORKING: 'Verifica in corso…',
  RECOVERY_CONTINUE: 'Continua',
  RECOVERY_CANCEL: 'Annulla',
  RECOVERY_CANCELLED:
    'Non è stata data alcuna password di recupero, quindi il wallet non è pronto su questo dispositivo.',
  SOCIAL_DONE: 'Puoi chiudere questa finestra.',
  SOCIAL_FAILED: 'L’accesso non è stato completato. Chiudi questa finestra e ricomincia dall’app.',
  PASSKEY_WAITING: 'Connessione al wallet…',
  PASSKEY_USE: 'Continua con la tua passkey',
  PASSKEY_CREATE: 'Crea una passkey',
  PASSKEY_CREATE_HINT:
    'Il tuo dispositivo salva una passkey per questo wallet. La usi per accedere.',
  PASSKEY_USE_HINT: 'Usa la passkey che hai salvato per questo wallet.',
  PASSKEY_CHECKING: 'Verifica della passkey…',
  PASSKEY_DONE: 'Fatto. Puoi chiudere questa finestra.',
  PASSKEY_FAILED: 'La passkey non ha funzionato: {message}',
  PASSKEY_NO_WALLET: 'Apri questa finestra dall’app per usare la tua passkey.',
  EXPORT_TITLE: 'La tua chiave privata',
  EXPORT_WARNING:
    'Chi ha questa chiave controlla il wallet {address} e tutto ciò che contiene. Non incollarla mai in un sito web e non condividerla. Foyer non te la chiederà mai.',
  EXPORT_SOLANA_TITLE: 'La tua chiave privata Solana',
  EXPORT_COPY: 'Copia la chiave',
  EXPORT_COPIED: 'Copiata',
  EXPORT_CODE_EMAIL:
    'Abbiamo inviato un codice di 6 cifre alla tua email. Inseriscilo per mostrare la tua chiave privata.',
  EXPORT_CODE_TOTP:
    'Inserisci il codice di 6 cifre della tua app di autenticazione per mostrare la tua chiave privata.',
  EXPORT_CODE_LABEL: 'Codice di 6 cifre',
  EXPORT_CODE_SHOW: 'Mostra la mia chiave',
  EXPORT_CODE_FORMAT: 'Inserisci le 6 cifre del codice.',
  STEP_UP_TITLE: 'Conferma che sei tu',
  STEP_UP_INTRO:
    'Rimuovere un dispositivo, cambiare la tua email o aprire la tua quota di recupero richiede una nuova verifica.',
  STEP_UP_CODE_LABEL: 'Codice dalla tua app di autenticazione',
  STEP_UP_PASSKEY: 'Usa la tua passkey',
  STEP_UP_CONFIRM: 'Conferma',
  STEP_UP_CANCEL: 'Annulla',
  STEP_UP_WORKING: 'Verifica in corso…',
  STEP_UP_CODE_FORMAT: 'Inserisci le 6 cifre mostrate dalla tua app.',
  STEP_UP_CANCELLED: 'Non confermato, quindi non è stato modificato nulla.',
  TOTP_SETUP_TITLE: 'Configura un’app di autenticazione',
  TOTP_SETUP_INTRO:
    'Scansiona questo codice con un’app di autenticazione, poi inserisci il codice a 6 cifre che mostra. L’app verrà richiesta prima delle azioni sensibili.',
  TOTP_QR_LABEL: 'Codice QR per aggiungere questo wallet a un’app di autenticazione',
  SOCIAL_RETURN_KEY_LOST:
    'Questo browser blocca l’archivio del sito del wallet, quindi l’accesso tornato a questa pagina non può concludersi. Consenti i dati di questo sito e accedi di nuovo.',
  SIGN_SOLANA_TRANSACTION: 'Firma una transazione Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Firma {count} transazioni Solana',
  SEND_SOLANA_TRANSACTION: 'Invia una transazione Solana',
  SOLANA_TRANSFER: 'Invia {amount} SOL da {from} a {to}',
  SOLANA_TOKEN_TRANSFER:
    'Invia {amount} del token {mint} dal conto token {from} al conto token {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Invia {amount} unità di token dal conto token {from} al conto token {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Crea il conto token di {owner} per il token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Imposta il budget di calcolo (commissione di rete)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Istruzione sconosciuta: programma {program}, {bytes} byte di dati',
  SOLANA_FEE_PAYER: 'Commissione di rete pagata da {address}',
  SOLANA_TRANSACTION_HEADING: 'Transazione {index} di {count}',
  SOLANA_NO_INSTRUCTIONS: 'Nessuna istruzione',
}

export default it
