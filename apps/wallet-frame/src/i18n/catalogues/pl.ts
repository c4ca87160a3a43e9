import type { FrameMessages } from '../../ui/messages.js'

/** Polish. */
const pl: FrameMessages = {
  DECODE_FROM: 'Od: {address}',
  DECODE_TO: 'Do: {address}',
  DECODE_TO_NEW_CONTRACT: 'Do: (nowy kontrakt)',
  DECODE_VALUE: 'Kwota: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Wywołanie {index} z {count}',
  DECODE_UNKNOWN_CALL: 'Nieznane wywołanie kontraktu: selektor {selector}, bajty: {bytes}',
  DECODE_CONTRACT_CREATION: 'Utworzenie kontraktu: bajty kodu: {bytes}',
  DECODE_FUNCTION: 'Wywołanie: {standard} {function}',
  DECODE_TYPE: 'Typ: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (bez limitu)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: bez limitu {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… (znaki: {length}, w całości poniżej)',
  DECODE_FIELD_FULL: '{path} (w całości):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Nieograniczona zgoda: {spender} mógłby zabrać cały ten token z twojego konta, teraz i w dowolnym momencie później.',
  WARN_APPROVAL_FOR_ALL:
    'To pozwala {operator} przenieść każdy twój przedmiot z tej kolekcji, teraz i w dowolnym momencie później.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} nie jest kontraktem. Zgody daje się zwykle kontraktowi aplikacji, a nie adresowi osobistemu.',
  WARN_HASH_SIGN:
    'Ta wiadomość ma dokładnie 32 bajty: wygląda jak hash transakcji. Podpisanie jej może zatwierdzić płatność z twojego konta. Odrzuć, chyba że dokładnie wiesz, dlaczego o to proszą.',
  WARN_TOKEN_NO_CODE:
    '{address} nie ma kodu kontraktu: to wywołanie tokena nic by nie zrobiło albo adres jest błędny.',
  WARN_VALUE_ABOVE_BALANCE: 'To wysyła więcej {symbol}, niż ma konto ({balance}).',
  SIMULATION_SEND: 'Wysyłasz {amount} {asset}',
  SIMULATION_RECEIVE: 'Otrzymujesz {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Wysyłasz {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Otrzymujesz {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Wysyłasz {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Otrzymujesz {amount} × {item}',
  SIMULATION_ALLOW: 'Pozwalasz {spender} wydać {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'Pozwalasz {spender} wydać cały token {token} (bez limitu)',
  SIMULATION_ALLOW_ITEM: 'Pozwalasz {spender} przenieść {item}',
  SIMULATION_ALLOW_ALL: 'Pozwalasz {spender} przenosić wszystkie twoje przedmioty z {token}',
  SIMULATION_NO_CHANGES: 'Żadne saldo twojego konta się nie zmienia.',
  SIMULATION_FEE_NOTE: 'Opłata sieciowa nie jest wliczona.',
  SIMULATION_REVERTED:
    'Sieć podaje, że ta prośba by się nie powiodła ({reason}). Jeśli zatwierdzisz, prawdopodobnie się nie powiedzie, a i tak pobierze opłatę.',
  SIMULATION_UNAVAILABLE:
    'Sieć nie mogła zasymulować tej prośby ({reason}), więc nie widać, co zmienia. Sprawdź szczegóły poniżej.',
  APPROVE_TITLE: 'Zatwierdź prośbę',
  APPROVE_FROM: 'Prośba od {origin}',
  APPROVE_APP_CLAIM:
    'Strona powyżej nazywa swoją aplikację „{name}”. Sprawdzony jest tylko adres strony, nie ta nazwa.',
  APPROVE_CHAIN: 'Sieć: {name} (chain id {id})',
  APPROVE_BUTTON: 'Zatwierdź',
  REJECT_BUTTON: 'Odrzuć',
  GUARD_UNSUPPORTED:
    'Ta przeglądarka nie może potwierdzić, że portfel jest w pełni widoczny, więc Zatwierdź jest wyłączone. Użyj przeglądarki, która to potrafi (Chrome, Edge), albo odrzuć.',
  GUARD_HIDDEN:
    'Portfel jest zasłonięty, przezroczysty lub poza ekranem, więc jego przyciski są wyłączone. Strona, która go pokazuje, może próbować cię oszukać.',
  GUARD_WAITING: 'Przeczytaj prośbę, a potem przesuń wskaźnik nad to okno, aby kontynuować.',
  SIGN_MESSAGE: 'Podpisz tę wiadomość',
  SIGN_TYPED_DATA: 'Podpisz dane strukturalne',
  SEND_TRANSACTION: 'Wyślij transakcję',
  SEND_CALLS: 'Wyślij wywołania ({count}) ze swojego smart konta',
  SEND_USER_OPERATION: 'Wyślij operację użytkownika',
  SMART_ACCOUNT_FROM: 'Ze smart konta {address}',
  NETWORK_FEE_SPONSORED: 'Opłata sieciowa: sponsorowana',
  NETWORK_FEE_ACCOUNT: 'Opłata sieciowa: płaci Twoje konto inteligentne',
  DELEGATE_TITLE: 'Zamień konto w smart konto',
  DELEGATE_ACCOUNT: 'Twoje konto: {address} (adres się nie zmienia)',
  DELEGATE_IMPLEMENTATION: 'Kontrakt smart konta: {address}',
  DELEGATE_WARNING:
    'Ten kontrakt będzie kontrolować twoje konto i wszystko, co na nim jest. Ten portfel przechodzi tylko na kontrakt ustawiony przez jego operatora, nigdy na taki, który wskaże strona internetowa.',
  UNDELEGATE_TITLE: 'Przywróć smart konto do zwykłego konta',
  UNDELEGATE_CURRENT: 'Usuwa delegację do kontraktu {address}',
  GRANT_TITLE: 'Pozwól tej aplikacji wysyłać z Twojego smart konta',
  GRANT_UPGRADE:
    'Twoje smart konto zostanie zaktualizowane do kontraktu {address}, aby przechowywać uprawnienia. Jego adres się nie zmienia.',
  GRANT_NATIVE_ALLOWANCE:
    'Może wysłać łącznie do {amount} {symbol}, na dowolny adres (opłaty sieciowe się wliczają, gdy nie są sponsorowane)',
  GRANT_TOKEN_ALLOWANCE: 'Może wysłać łącznie do {amount} {symbol} tokena {address}',
  GRANT_CONTRACT_CALL: 'Może wywoływać {functions} w kontrakcie {address}',
  GRANT_EXPIRY: 'Do {date}',
  GRANT_WARNING:
    'W tych granicach aplikacja wysyła z Twojego konta bez ponownego pytania, dopóki uprawnienie nie wygaśnie lub go nie cofniesz.',
  REVOKE_TITLE: 'Cofnij uprawnienie',
  REVOKE_SESSION: 'Uprawnienie dla {origin} kończy się: nie może już wysyłać z Twojego konta.',
  WRONG_CHAIN: 'Ta prośba dotyczy sieci {requested}, a portfel jest w sieci {name} (sieć {id}).',
  SIMULATION_HEADING: 'Co to zmieni na twoim koncie (symulacja)',
  IDLE: 'Wbudowany portfel Foyer',
  RECOVERY_SET_TITLE: 'Ustaw hasło odzyskiwania',
  RECOVERY_SET_INTRO:
    'To hasło jest potrzebne, aby używać portfela na nowym urządzeniu. Nigdy nie opuszcza tego okna i nikt nie może go za ciebie zresetować: ani ta aplikacja, ani jej operator.',
  RECOVERY_ENTER_TITLE: 'Wpisz hasło odzyskiwania',
  RECOVERY_ENTER_INTRO:
    'To urządzenie jest nowe dla twojego portfela. Wpisz hasło odzyskiwania ustawione przy jego tworzeniu.',
  RECOVERY_PASSWORD_LABEL: 'Hasło odzyskiwania',
  RECOVERY_CONFIRM_LABEL: 'Powtórz hasło odzyskiwania',
  RECOVERY_TOO_SHORT: 'Użyj co najmniej {min} znaków.',
  RECOVERY_MISMATCH: 'Hasła nie są takie same.',
  RECOVERY_WORKING: 'Sprawdzanie…',
  RECOVERY_CONTINUE: 'Dalej',
  RECOVERY_CANCEL: 'Anuluj',
  RECOVERY_CANCELLED:
    'Nie podano hasła odzyskiwania, więc portfel nie jest gotowy na tym urządzeniu.',
  SOCIAL_DONE: 'Możesz zamknąć to okno.',
  SOCIAL_FAILED: 'Logowanie nie zostało ukończone. Zamknij to okno i zacznij od nowa w aplikacji.',
  PASSKEY_WAITING: 'Łączenie z portfelem…',
  PASSKEY_USE: 'Kontynuuj z kluczem dostępu',
  PASSKEY_CREATE: 'Utwórz klucz dostępu',
  PASSKEY_CREATE_HINT:
    'Twoje urządzenie zapisze klucz dostępu do tego portfela. Używasz go do logowania.',
  PASSKEY_USE_HINT: 'Użyj klucza dostępu zapisanego dla tego portfela.',
  PASSKEY_CHECKING: 'Sprawdzanie klucza dostępu…',
  PASSKEY_DONE: 'Gotowe. Możesz zamknąć to okno.',
  PASSKEY_FAILED: 'Klucz dostępu nie zadziałał: {message}',
  PASSKEY_NO_WALLET: 'Otwórz to okno z aplikacji, aby użyć klucza dostępu.',
  EXPORT_TITLE: 'Twój klucz prywatny',
  EXPORT_WARNING:
    'Kto ma ten klucz, kontroluje portfel {address} i wszystko, co w nim jest. Nigdy nie wklejaj go na stronie i nikomu nie udostępniaj. Foyer nigdy o niego nie poprosi.',
  EXPORT_SOLANA_TITLE: 'Twój klucz prywatny Solana',
  EXPORT_COPY: 'Kopiuj klucz',
  EXPORT_COPIED: 'Skopiowano',
  EXPORT_CODE_EMAIL:
    'Wysłaliśmy 6-cyfrowy kod na Twój e-mail. Wpisz go, aby wyświetlić klucz prywatny.',
  EXPORT_CODE_TOTP:
    'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej, aby wyświetlić klucz prywatny.',
  EXPORT_CODE_LABEL: 'Kod 6-cyfrowy',
  EXPORT_CODE_SHOW: 'Pokaż mój klucz',
  EXPORT_CODE_FORMAT: 'Wpisz 6 cyfr kodu.',
  STEP_UP_TITLE: 'Potwierdź, że to ty',
  STEP_UP_INTRO:
    'Usunięcie urządzenia, zmiana adresu e-mail lub otwarcie twojego udziału odzyskiwania wymaga ponownego sprawdzenia.',
  STEP_UP_CODE_LABEL: 'Kod z aplikacji uwierzytelniającej',
  STEP_UP_PASSKEY: 'Użyj klucza dostępu',
  STEP_UP_CONFIRM: 'Potwierdź',
  STEP_UP_CANCEL: 'Anuluj',
  STEP_UP_WORKING: 'Sprawdzanie…',
  STEP_UP_CODE_FORMAT: 'Wpisz 6 cyfr, które pokazuje twoja aplikacja.',
  STEP_UP_CANCELLED: 'Nie potwierdzono, więc nic nie zostało zmienione.',
  TOTP_SETUP_TITLE: 'Skonfiguruj aplikację uwierzytelniającą',
  TOTP_SETUP_INTRO:
    'Zeskanuj ten kod aplikacją uwierzytelniającą, a następnie wpisz 6-cyfrowy kod, który pokaże. Przed wrażliwymi działaniami aplikacja będzie wymagana.',
  TOTP_QR_LABEL: 'Kod QR do dodania tego portfela do aplikacji uwierzytelniającej',
  SOCIAL_RETURN_KEY_LOST:
    'Ta przeglądarka blokuje pamięć strony portfela, więc logowanie, które wróciło na tę stronę, nie może się zakończyć. Zezwól na dane tej strony i zaloguj się ponownie.',
  SIGN_SOLANA_TRANSACTION: 'Podpisz transakcję Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Podpisz {count} transakcji Solana',
  SEND_SOLANA_TRANSACTION: 'Wyślij transakcję Solana',
  SOLANA_TRANSFER: 'Wyślij {amount} SOL z {from} do {to}',
  SOLANA_TOKEN_TRANSFER:
    'Wyślij {amount} tokena {mint} z konta tokenów {from} na konto tokenów {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Wyślij {amount} jednostek tokena z konta tokenów {from} na konto tokenów {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Utwórz konto tokenów {owner} dla tokena {mint}',
  SOLANA_COMPUTE_BUDGET: 'Ustaw budżet obliczeniowy (opłata sieciowa)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Nieznana instrukcja: program {program}, {bytes} bajtów danych',
  SOLANA_FEE_PAYER: 'Opłatę sieciową płaci {address}',
  SOLANA_TRANSACTION_HEADING: 'Transakcja {index} z {count}',
  SOLANA_NO_INSTRUCTIONS: 'Brak instrukcji',
}

export default pl
