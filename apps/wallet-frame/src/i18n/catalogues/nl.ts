import type { FrameMessages } from '../../ui/messages.js'

/** Dutch. */
const nl: FrameMessages = {
  DECODE_FROM: 'Van: {address}',
  DECODE_TO: 'Naar: {address}',
  DECODE_TO_NEW_CONTRACT: 'Naar: (nieuw contract)',
  DECODE_VALUE: 'Bedrag: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Aanroep {index} van {count}',
  DECODE_UNKNOWN_CALL: 'Onbekende contractaanroep: selector {selector}, {bytes} bytes',
  DECODE_CONTRACT_CREATION: 'Contract aanmaken: {bytes} bytes code',
  DECODE_FUNCTION: 'Aanroep: {standard} {function}',
  DECODE_TYPE: 'Soort: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (onbeperkt)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: onbeperkt {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} tekens, volledig hieronder)',
  DECODE_FIELD_FULL: '{path} (volledig):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Onbeperkte goedkeuring: {spender} kan al deze tokens uit je account halen, nu en op elk later moment.',
  WARN_APPROVAL_FOR_ALL:
    'Hiermee kan {operator} elk item van deze collectie dat je bezit verplaatsen, nu en op elk later moment.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} is geen contract. Goedkeuringen gaan meestal naar het contract van een app, niet naar een persoonlijk adres.',
  WARN_HASH_SIGN:
    'Dit bericht is precies 32 bytes: het lijkt op een transactiehash. Het ondertekenen kan een betaling vanaf je account toestaan. Weiger, tenzij je precies weet waarom het gevraagd wordt.',
  WARN_TOKEN_NO_CODE:
    '{address} heeft geen contractcode: deze tokenaanroep zou niets doen, of het adres is fout.',
  WARN_VALUE_ABOVE_BALANCE: 'Dit verstuurt meer {symbol} dan het account heeft ({balance}).',
  SIMULATION_SEND: 'Je verstuurt {amount} {asset}',
  SIMULATION_RECEIVE: 'Je ontvangt {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Je verstuurt {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Je ontvangt {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Je verstuurt {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Je ontvangt {amount} × {item}',
  SIMULATION_ALLOW: 'Je staat {spender} toe {amount} {asset} uit te geven',
  SIMULATION_ALLOW_UNLIMITED: 'Je staat {spender} toe alle tokens {token} (onbeperkt) uit te geven',
  SIMULATION_ALLOW_ITEM: 'Je staat {spender} toe {item} te verplaatsen',
  SIMULATION_ALLOW_ALL: 'Je staat {spender} toe al je items van {token} te verplaatsen',
  SIMULATION_NO_CHANGES: 'Geen enkel saldo van je account verandert.',
  SIMULATION_FEE_NOTE: 'De netwerkkosten zijn niet meegerekend.',
  SIMULATION_REVERTED:
    'Volgens het netwerk zou dit verzoek mislukken ({reason}). Als je goedkeurt, mislukt het waarschijnlijk en kost het toch netwerkkosten.',
  SIMULATION_UNAVAILABLE:
    'Het netwerk kon dit verzoek niet simuleren ({reason}), dus wat het verandert wordt niet getoond. Controleer de details hieronder.',
  APPROVE_TITLE: 'Verzoek goedkeuren',
  APPROVE_FROM: 'Gevraagd door {origin}',
  APPROVE_APP_CLAIM:
    'De site hierboven noemt zijn app ‘{name}’. Alleen het adres van de site is gecontroleerd, niet deze naam.',
  APPROVE_CHAIN: 'Netwerk: {name} (chain-id {id})',
  APPROVE_BUTTON: 'Goedkeuren',
  REJECT_BUTTON: 'Weigeren',
  GUARD_UNSUPPORTED:
    'Deze browser kan niet bevestigen dat de wallet helemaal zichtbaar is, dus Goedkeuren staat uit. Gebruik een browser die dat wel kan (Chrome, Edge) of weiger.',
  GUARD_HIDDEN:
    'De wallet is bedekt, doorzichtig of buiten beeld, dus de knoppen staan uit. De pagina die hem toont, probeert je misschien te misleiden.',
  GUARD_WAITING: 'Lees het verzoek en beweeg dan je aanwijzer over dit venster om door te gaan.',
  SIGN_MESSAGE: 'Dit bericht ondertekenen',
  SIGN_TYPED_DATA: 'Gestructureerde gegevens ondertekenen',
  SEND_TRANSACTION: 'Een transactie versturen',
  SEND_CALLS: '{count} aanroepen versturen vanaf je smart account',
  SEND_USER_OPERATION: 'Een user operation versturen',
  SMART_ACCOUNT_FROM: 'Vanaf smart account {address}',
  NETWORK_FEE_SPONSORED: 'Netwerkkosten: gesponsord',
  NETWORK_FEE_ACCOUNT: 'Netwerkkosten: betaald door je smart account',
  DELEGATE_TITLE: 'Je account omzetten in een smart account',
  DELEGATE_ACCOUNT: 'Je account: {address} (het adres blijft hetzelfde)',
  DELEGATE_IMPLEMENTATION: 'Smart-accountcontract: {address}',
  DELEGATE_WARNING:
    'Dit contract bestuurt straks je account en alles erin. Deze wallet stapt alleen over op het contract dat de beheerder heeft ingesteld, nooit op een contract dat een website noemt.',
  UNDELEGATE_TITLE: 'Je smart account weer een gewoon account maken',
  UNDELEGATE_CURRENT: 'Verwijdert de delegatie aan contract {address}',
  GRANT_TITLE: 'Deze app toestaan te verzenden vanaf je smart account',
  GRANT_UPGRADE:
    'Je smart account wordt bijgewerkt naar contract {address} om toestemmingen te bewaren. Het adres blijft hetzelfde.',
  GRANT_NATIVE_ALLOWANCE:
    'Ze mag in totaal tot {amount} {symbol} verzenden, naar elk adres (netwerkkosten tellen mee als ze niet gesponsord zijn)',
  GRANT_TOKEN_ALLOWANCE: 'Ze mag in totaal tot {amount} {symbol} van token {address} verzenden',
  GRANT_CONTRACT_CALL: 'Ze mag {functions} aanroepen op contract {address}',
  GRANT_EXPIRY: 'Tot {date}',
  GRANT_WARNING:
    'Binnen deze grenzen verzendt de app vanaf je account zonder het opnieuw te vragen, tot de toestemming afloopt of je die intrekt.',
  REVOKE_TITLE: 'Een toestemming intrekken',
  REVOKE_SESSION:
    'De toestemming voor {origin} eindigt: ze kan niet meer verzenden vanaf je account.',
  WRONG_CHAIN:
    'Dit verzoek is voor chain {requested}, maar de wallet staat op {name} (chain {id}).',
  SIMULATION_HEADING: 'Wat dit verandert in je account (gesimuleerd)',
  IDLE: 'Foyer ingebouwde wallet',
  RECOVERY_SET_TITLE: 'Stel een herstelwachtwoord in',
  RECOVERY_SET_INTRO:
    'Je hebt dit wachtwoord nodig om je wallet op een nieuw apparaat te gebruiken. Het verlaat dit venster nooit en niemand kan het voor je herstellen: niet deze app en niet de beheerder ervan.',
  RECOVERY_ENTER_TITLE: 'Voer je herstelwachtwoord in',
  RECOVERY_ENTER_INTRO:
    'Dit apparaat is nieuw voor je wallet. Voer het herstelwachtwoord in dat je bij het aanmaken hebt ingesteld.',
  RECOVERY_PASSWORD_LABEL: 'Herstelwachtwoord',
  RECOVERY_CONFIRM_LABEL: 'Herhaal het herstelwachtwoord',
  RECOVERY_TOO_SHORT: 'Gebruik minstens {min} tekens.',
  RECOVERY_MISMATCH: 'De twee wachtwoorden zijn niet gelijk.',
  RECOVERY_WORKING: 'Controleren…',
  RECOVERY_CONTINUE: 'Doorgaan',
  RECOVERY_CANCEL: 'Annuleren',
  RECOVERY_CANCELLED:
    'Er is geen herstelwachtwoord opgegeven, dus de wallet is niet klaar op dit apparaat.',
  SOCIAL_DONE: 'Je kunt dit venster sluiten.',
  SOCIAL_FAILED: 'Het inloggen is niet voltooid. Sluit dit venster en begin opnieuw vanuit de app.',
  PASSKEY_WAITING: 'Verbinden met de wallet…',
  PASSKEY_USE: 'Doorgaan met je toegangssleutel',
  PASSKEY_CREATE: 'Een toegangssleutel maken',
  PASSKEY_CREATE_HINT:
    'Je apparaat bewaart een toegangssleutel voor deze wallet. Daarmee log je in.',
  PASSKEY_USE_HINT: 'Gebruik de toegangssleutel die je voor deze wallet hebt bewaard.',
  PASSKEY_CHECKING: 'Je toegangssleutel wordt gecontroleerd…',
  PASSKEY_DONE: 'Klaar. Je kunt dit venster sluiten.',
  PASSKEY_FAILED: 'De toegangssleutel werkte niet: {message}',
  PASSKEY_NO_WALLET: 'Open dit venster vanuit de app om je toegangssleutel te gebruiken.',
  EXPORT_TITLE: 'Je privésleutel',
  EXPORT_WARNING:
    'Wie deze sleutel heeft, beheert de wallet {address} en alles erin. Plak hem nooit in een website en deel hem nooit. Foyer zal er nooit om vragen.',
  EXPORT_SOLANA_TITLE: 'Je privésleutel voor Solana',
  EXPORT_COPY: 'Sleutel kopiëren',
  EXPORT_COPIED: 'Gekopieerd',
  EXPORT_CODE_EMAIL:
    'We hebben een 6-cijferige code naar je e-mail gestuurd. Voer die in om je privésleutel te tonen.',
  EXPORT_CODE_TOTP:
    'Voer de 6-cijferige code uit je authenticator-app in om je privésleutel te tonen.',
  EXPORT_CODE_LABEL: '6-cijferige code',
  EXPORT_CODE_SHOW: 'Toon mijn sleutel',
  EXPORT_CODE_FORMAT: 'Voer de 6 cijfers van de code in.',
  STEP_UP_TITLE: 'Bevestig dat jij het bent',
  STEP_UP_INTRO:
    'Een apparaat verwijderen, je e-mailadres wijzigen of je herstelaandeel openen vraagt om een nieuwe controle.',
  STEP_UP_CODE_LABEL: 'Code uit je authenticator-app',
  STEP_UP_PASSKEY: 'Je toegangssleutel gebruiken',
  STEP_UP_CONFIRM: 'Bevestigen',
  STEP_UP_CANCEL: 'Annuleren',
  STEP_UP_WORKING: 'Controleren…',
  STEP_UP_CODE_FORMAT: 'Voer de 6 cijfers in die je app toont.',
  STEP_UP_CANCELLED: 'Niet bevestigd, dus er is niets gewijzigd.',
  TOTP_SETUP_TITLE: 'Authenticator-app instellen',
  TOTP_SETUP_INTRO:
    'Scan deze code met een authenticator-app en voer daarna de 6-cijferige code in die de app toont. Voor gevoelige acties wordt de app gevraagd.',
  TOTP_QR_LABEL: 'QR-code om deze wallet aan een authenticator-app toe te voegen',
  SOCIAL_RETURN_KEY_LOST:
    'Deze browser blokkeert de siteopslag van de wallet, dus de inlog die naar deze pagina terugkwam kan niet worden afgerond. Sta sitegegevens voor deze site toe en log opnieuw in.',
  SIGN_SOLANA_TRANSACTION: 'Een Solana-transactie ondertekenen',
  SIGN_SOLANA_TRANSACTIONS: '{count} Solana-transacties ondertekenen',
  SEND_SOLANA_TRANSACTION: 'Een Solana-transactie versturen',
  SOLANA_TRANSFER: '{amount} SOL versturen van {from} naar {to}',
  SOLANA_TOKEN_TRANSFER:
    '{amount} van token {mint} versturen van tokenrekening {from} naar tokenrekening {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    '{amount} tokeneenheden versturen van tokenrekening {from} naar tokenrekening {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'De tokenrekening van {owner} voor token {mint} aanmaken',
  SOLANA_COMPUTE_BUDGET: 'Rekenbudget instellen (netwerkkosten)',
  SOLANA_UNKNOWN_INSTRUCTION:
    'Onbekende instructie: programma {program}, {bytes} bytes aan gegevens',
  SOLANA_FEE_PAYER: 'Netwerkkosten betaald door {address}',
  SOLANA_TRANSACTION_HEADING: 'Transactie {index} van {count}',
  SOLANA_NO_INSTRUCTIONS: 'Geen instructies',
}

export default nl
