import type { FrameMessages } from '../../ui/messages.js'

/** Swedish. */
const sv: FrameMessages = {
  DECODE_FROM: 'Från: {address}',
  DECODE_TO: 'Till: {address}',
  DECODE_TO_NEW_CONTRACT: 'Till: (nytt kontrakt)',
  DECODE_VALUE: 'Belopp: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Anrop {index} av {count}',
  DECODE_UNKNOWN_CALL: 'Okänt kontraktsanrop: selektor {selector}, {bytes} byte',
  DECODE_CONTRACT_CREATION: 'Kontrakt skapas: {bytes} byte kod',
  DECODE_FUNCTION: 'Anrop: {standard} {function}',
  DECODE_TYPE: 'Typ: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (obegränsat)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: obegränsat {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} tecken, i sin helhet nedan)',
  DECODE_FIELD_FULL: '{path} (i sin helhet):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Obegränsat godkännande: {spender} skulle kunna ta all den här token från ditt konto, nu och när som helst senare.',
  WARN_APPROVAL_FOR_ALL:
    'Det här låter {operator} flytta varje föremål i den här samlingen som du äger, nu och när som helst senare.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} är inget kontrakt. Godkännanden ges normalt till en apps kontrakt, inte till en personlig adress.',
  WARN_HASH_SIGN:
    'Det här meddelandet är exakt 32 byte: det ser ut som en transaktionshash. Att signera det kan godkänna en betalning från ditt konto. Avvisa, om du inte vet exakt varför det efterfrågas.',
  WARN_TOKEN_NO_CODE:
    '{address} har ingen kontraktskod: det här tokenanropet skulle inte göra något, eller så är adressen fel.',
  WARN_VALUE_ABOVE_BALANCE: 'Det här skickar mer {symbol} än kontot har ({balance}).',
  SIMULATION_SEND: 'Du skickar {amount} {asset}',
  SIMULATION_RECEIVE: 'Du tar emot {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Du skickar {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Du tar emot {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Du skickar {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Du tar emot {amount} × {item}',
  SIMULATION_ALLOW: 'Du låter {spender} spendera {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'Du låter {spender} spendera all token {token} (obegränsat)',
  SIMULATION_ALLOW_ITEM: 'Du låter {spender} flytta {item}',
  SIMULATION_ALLOW_ALL: 'Du låter {spender} flytta alla dina föremål i {token}',
  SIMULATION_NO_CHANGES: 'Inget saldo på ditt konto ändras.',
  SIMULATION_FEE_NOTE: 'Nätverksavgiften ingår inte.',
  SIMULATION_REVERTED:
    'Nätverket säger att den här begäran skulle misslyckas ({reason}). Om du godkänner misslyckas den troligen och kostar ändå en avgift.',
  SIMULATION_UNAVAILABLE:
    'Nätverket kunde inte simulera den här begäran ({reason}), så det som ändras visas inte. Kontrollera detaljerna nedan.',
  APPROVE_TITLE: 'Godkänn begäran',
  APPROVE_FROM: 'Begärd av {origin}',
  APPROVE_APP_CLAIM:
    'Webbplatsen ovan kallar sin app ”{name}”. Bara webbplatsens adress är kontrollerad, inte det här namnet.',
  APPROVE_CHAIN: 'Nätverk: {name} (kedje-id {id})',
  APPROVE_BUTTON: 'Godkänn',
  REJECT_BUTTON: 'Avvisa',
  GUARD_UNSUPPORTED:
    'Den här webbläsaren kan inte bekräfta att plånboken syns helt, så Godkänn är avstängt. Använd en webbläsare som kan det (Chrome, Edge) eller avvisa.',
  GUARD_HIDDEN:
    'Plånboken är täckt, genomskinlig eller utanför skärmen, så dess knappar är avstängda. Sidan som visar den kanske försöker lura dig.',
  GUARD_WAITING: 'Läs begäran och för sedan pekaren över det här fönstret för att fortsätta.',
  SIGN_MESSAGE: 'Signera det här meddelandet',
  SIGN_TYPED_DATA: 'Signera strukturerad data',
  SEND_TRANSACTION: 'Skicka en transaktion',
  SEND_CALLS: 'Skicka {count} anrop från ditt smarta konto',
  SEND_USER_OPERATION: 'Skicka en användaroperation',
  SMART_ACCOUNT_FROM: 'Från smarta kontot {address}',
  NETWORK_FEE_SPONSORED: 'Nätverksavgift: sponsrad',
  NETWORK_FEE_ACCOUNT: 'Nätverksavgift: betalas av ditt smarta konto',
  DELEGATE_TITLE: 'Gör ditt konto till ett smart konto',
  DELEGATE_ACCOUNT: 'Ditt konto: {address} (adressen förblir densamma)',
  DELEGATE_IMPLEMENTATION: 'Det smarta kontots kontrakt: {address}',
  DELEGATE_WARNING:
    'Det här kontraktet kommer att styra ditt konto och allt i det. Plånboken uppgraderar bara till kontraktet som dess operatör har satt upp, aldrig till ett som en webbplats anger.',
  UNDELEGATE_TITLE: 'Gör ditt smarta konto till ett vanligt konto igen',
  UNDELEGATE_CURRENT: 'Tar bort delegeringen till kontraktet {address}',
  GRANT_TITLE: 'Ge den här appen tillåtelse att skicka från ditt smarta konto',
  GRANT_UPGRADE:
    'Ditt smarta konto uppgraderas till kontraktet {address} för att lagra behörigheter. Adressen förblir densamma.',
  GRANT_NATIVE_ALLOWANCE:
    'Den får skicka upp till {amount} {symbol} totalt, till vilken adress som helst (nätverksavgifter räknas när de inte sponsras)',
  GRANT_TOKEN_ALLOWANCE: 'Den får skicka upp till {amount} {symbol} av token {address} totalt',
  GRANT_CONTRACT_CALL: 'Den får anropa {functions} på kontraktet {address}',
  GRANT_EXPIRY: 'Till {date}',
  GRANT_WARNING:
    'Inom dessa gränser skickar appen från ditt konto utan att fråga igen, tills behörigheten upphör eller du återkallar den.',
  REVOKE_TITLE: 'Återkalla en behörighet',
  REVOKE_SESSION: 'Behörigheten till {origin} upphör: den kan inte längre skicka från ditt konto.',
  WRONG_CHAIN: 'Den här begäran gäller kedja {requested}, men plånboken är på {name} (kedja {id}).',
  SIMULATION_HEADING: 'Vad det här ändrar på ditt konto (simulerat)',
  IDLE: 'Foyers inbäddade plånbok',
  RECOVERY_SET_TITLE: 'Välj ett återställningslösenord',
  RECOVERY_SET_INTRO:
    'Du behöver det här lösenordet för att använda plånboken på en ny enhet. Det lämnar aldrig det här fönstret och ingen kan återställa det åt dig: inte den här appen, inte dess operatör.',
  RECOVERY_ENTER_TITLE: 'Ange ditt återställningslösenord',
  RECOVERY_ENTER_INTRO:
    'Den här enheten är ny för din plånbok. Ange återställningslösenordet du valde när du skapade den.',
  RECOVERY_PASSWORD_LABEL: 'Återställningslösenord',
  RECOVERY_CONFIRM_LABEL: 'Upprepa återställningslösenordet',
  RECOVERY_TOO_SHORT: 'Använd minst {min} tecken.',
  RECOVERY_MISMATCH: 'De två lösenorden är inte lika.',
  RECOVERY_WORKING: 'Kontrollerar…',
  RECOVERY_CONTINUE: 'Fortsätt',
  RECOVERY_CANCEL: 'Avbryt',
  RECOVERY_CANCELLED:
    'Inget återställningslösenord angavs, så plånboken är inte redo på den här enheten.',
  SOCIAL_DONE: 'Du kan stänga det här fönstret.',
  SOCIAL_FAILED: 'Inloggningen slutfördes inte. Stäng det här fönstret och börja om från appen.',
  PASSKEY_WAITING: 'Ansluter till plånboken…',
  PASSKEY_USE: 'Fortsätt med din passkey',
  PASSKEY_CREATE: 'Skapa en passkey',
  PASSKEY_CREATE_HINT:
    'Din enhet sparar en passkey för den här plånboken. Du använder den för att logga in.',
  PASSKEY_USE_HINT: 'Använd den passkey du sparade för den här plånboken.',
  PASSKEY_CHECKING: 'Kontrollerar din passkey…',
  PASSKEY_DONE: 'Klart. Du kan stänga det här fönstret.',
  PASSKEY_FAILED: 'Din passkey fungerade inte: {message}',
  PASSKEY_NO_WALLET: 'Öppna det här fönstret från appen för att använda din passkey.',
  EXPORT_TITLE: 'Din privata nyckel',
  EXPORT_WARNING:
    'Den som har den här nyckeln styr plånboken {address} och allt i den. Klistra aldrig in den på en webbplats och dela den aldrig. Foyer kommer aldrig att be om den.',
  EXPORT_SOLANA_TITLE: 'Din privata Solana-nyckel',
  EXPORT_COPY: 'Kopiera nyckeln',
  EXPORT_COPIED: 'Kopierad',
  EXPORT_CODE_EMAIL:
    'Vi har skickat en 6-siffrig kod till din e-post. Ange den för att visa din privata nyckel.',
  EXPORT_CODE_TOTP:
    'Ange den 6-siffriga koden från din autentiseringsapp för att visa din privata nyckel.',
  EXPORT_CODE_LABEL: '6-siffrig kod',
  EXPORT_CODE_SHOW: 'Visa min nyckel',
  EXPORT_CODE_FORMAT: 'Ange kodens 6 siffror.',
  STEP_UP_TITLE: 'Bekräfta att det är du',
  STEP_UP_INTRO:
    'Att ta bort en enhet, ändra din e-postadress eller öppna din återställningsdel kräver en ny kontroll.',
  STEP_UP_CODE_LABEL: 'Kod från din autentiseringsapp',
  STEP_UP_PASSKEY: 'Använd din passkey',
  STEP_UP_CONFIRM: 'Bekräfta',
  STEP_UP_CANCEL: 'Avbryt',
  STEP_UP_WORKING: 'Kontrollerar…',
  STEP_UP_CODE_FORMAT: 'Ange de 6 siffror som din app visar.',
  STEP_UP_CANCELLED: 'Inte bekräftat, så inget ändrades.',
  TOTP_SETUP_TITLE: 'Konfigurera en autentiseringsapp',
  TOTP_SETUP_INTRO:
    'Skanna den här koden med en autentiseringsapp och ange sedan den 6-siffriga kod den visar. Appen efterfrågas före känsliga åtgärder.',
  TOTP_QR_LABEL: 'QR-kod för att lägga till den här plånboken i en autentiseringsapp',
  SOCIAL_RETURN_KEY_LOST:
    'Den här webbläsaren blockerar plånbokens webbplatslagring, så inloggningen som kom tillbaka till den här sidan kan inte slutföras. Tillåt webbplatsdata för den här webbplatsen och logga in igen.',
  SIGN_SOLANA_TRANSACTION: 'Signera en Solana-transaktion',
  SIGN_SOLANA_TRANSACTIONS: 'Signera {count} Solana-transaktioner',
  SEND_SOLANA_TRANSACTION: 'Skicka en Solana-transaktion',
  SOLANA_TRANSFER: 'Skicka {amount} SOL från {from} till {to}',
  SOLANA_TOKEN_TRANSFER:
    'Skicka {amount} av token {mint} från tokenkonto {from} till tokenkonto {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Skicka {amount} tokenenheter från tokenkonto {from} till tokenkonto {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Skapa tokenkontot för {owner} för token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Ange beräkningsbudget (nätverksavgift)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Okänd instruktion: program {program}, {bytes} byte data',
  SOLANA_FEE_PAYER: 'Nätverksavgift betalas av {address}',
  SOLANA_TRANSACTION_HEADING: 'Transaktion {index} av {count}',
  SOLANA_NO_INSTRUCTIONS: 'Inga instruktioner',
}

export default sv
