import type { FrameMessages } from '../../ui/messages.js'

/** Ukrainian. */
const uk: FrameMessages = {
  DECODE_FROM: 'Від: {address}',
  DECODE_TO: 'Кому: {address}',
  DECODE_TO_NEW_CONTRACT: 'Кому: (новий контракт)',
  DECODE_VALUE: 'Сума: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Виклик {index} з {count}',
  DECODE_UNKNOWN_CALL: 'Невідомий виклик контракту: селектор {selector}, байтів: {bytes}',
  DECODE_CONTRACT_CREATION: 'Створення контракту: байтів коду: {bytes}',
  DECODE_FUNCTION: 'Виклик: {standard} {function}',
  DECODE_TYPE: 'Тип: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (без обмежень)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: без обмежень {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… (символів: {length}, повністю нижче)',
  DECODE_FIELD_FULL: '{path} (повністю):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Необмежений дозвіл: {spender} зможе забрати весь цей токен з вашого рахунку — зараз і будь-коли пізніше.',
  WARN_APPROVAL_FOR_ALL:
    'Це дозволяє {operator} переміщати всі ваші предмети цієї колекції — зараз і будь-коли пізніше.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} — не контракт. Дозволи зазвичай дають контракту застосунку, а не особистій адресі.',
  WARN_HASH_SIGN:
    'Це повідомлення рівно 32 байти: схоже на хеш транзакції. Його підпис може дозволити платіж з вашого рахунку. Відхиліть, якщо не знаєте точно, навіщо це потрібно.',
  WARN_TOKEN_NO_CODE:
    'У {address} немає коду контракту: цей виклик токена нічого не зробить, або адреса хибна.',
  WARN_VALUE_ABOVE_BALANCE: 'Надсилається більше {symbol}, ніж є на рахунку ({balance}).',
  SIMULATION_SEND: 'Ви надсилаєте {amount} {asset}',
  SIMULATION_RECEIVE: 'Ви отримуєте {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Ви надсилаєте {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Ви отримуєте {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Ви надсилаєте {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Ви отримуєте {amount} × {item}',
  SIMULATION_ALLOW: 'Ви дозволяєте {spender} витратити {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'Ви дозволяєте {spender} витратити весь токен {token} (без обмежень)',
  SIMULATION_ALLOW_ITEM: 'Ви дозволяєте {spender} перемістити {item}',
  SIMULATION_ALLOW_ALL: 'Ви дозволяєте {spender} переміщати всі ваші предмети {token}',
  SIMULATION_NO_CHANGES: 'Жоден баланс вашого рахунку не змінюється.',
  SIMULATION_FEE_NOTE: 'Комісію мережі не враховано.',
  SIMULATION_REVERTED:
    'За даними мережі, цей запит не вдасться ({reason}). Якщо підтвердите, він, найімовірніше, не виконається, але комісію буде списано.',
  SIMULATION_UNAVAILABLE:
    'Мережа не змогла змоделювати цей запит ({reason}), тому зміни не показано. Перевірте подробиці нижче.',
  APPROVE_TITLE: 'Підтвердьте запит',
  APPROVE_FROM: 'Запит від {origin}',
  APPROVE_APP_CLAIM:
    'Сайт вище називає свій застосунок «{name}». Перевірено лише адресу сайту, а не цю назву.',
  APPROVE_CHAIN: 'Мережа: {name} (chain id {id})',
  APPROVE_BUTTON: 'Підтвердити',
  REJECT_BUTTON: 'Відхилити',
  GUARD_UNSUPPORTED:
    'Цей браузер не може підтвердити, що гаманець видно повністю, тому кнопку «Підтвердити» вимкнено. Використайте браузер, який це вміє (Chrome, Edge), або відхиліть.',
  GUARD_HIDDEN:
    'Гаманець закритий, прозорий або поза екраном, тому його кнопки вимкнено. Сторінка, що його показує, можливо, намагається вас ошукати.',
  GUARD_WAITING: 'Прочитайте запит, потім наведіть вказівник на це вікно, щоб продовжити.',
  SIGN_MESSAGE: 'Підписати це повідомлення',
  SIGN_TYPED_DATA: 'Підписати структуровані дані',
  SEND_TRANSACTION: 'Надіслати транзакцію',
  SEND_CALLS: 'Надіслати виклики ({count}) зі смарт-акаунта',
  SEND_USER_OPERATION: 'Надіслати операцію користувача',
  SMART_ACCOUNT_FROM: 'Зі смарт-акаунта {address}',
  NETWORK_FEE_SPONSORED: 'Комісія мережі: оплачує спонсор',
  NETWORK_FEE_ACCOUNT: 'Комісія мережі: сплачує ваш смарт-акаунт',
  DELEGATE_TITLE: 'Перетворити ваш акаунт на смарт-акаунт',
  DELEGATE_ACCOUNT: 'Ваш акаунт: {address} (адреса не змінюється)',
  DELEGATE_IMPLEMENTATION: 'Контракт смарт-акаунта: {address}',
  DELEGATE_WARNING:
    'Цей контракт керуватиме вашим акаунтом і всім, що в ньому є. Цей гаманець переходить лише на контракт, налаштований його оператором, і ніколи на контракт, який називає вебсайт.',
  UNDELEGATE_TITLE: 'Знову зробити смарт-акаунт звичайним акаунтом',
  UNDELEGATE_CURRENT: 'Скасовує делегування контракту {address}',
  GRANT_TITLE: 'Дозволити цьому застосунку надсилати з вашого смарт-акаунта',
  GRANT_UPGRADE:
    'Ваш смарт-акаунт оновлюється до контракту {address}, щоб зберігати дозволи. Його адреса не змінюється.',
  GRANT_NATIVE_ALLOWANCE:
    'Він може надіслати загалом до {amount} {symbol} на будь-яку адресу (комісії мережі враховуються, якщо їх не спонсорують)',
  GRANT_TOKEN_ALLOWANCE: 'Він може надіслати загалом до {amount} {symbol} токена {address}',
  GRANT_CONTRACT_CALL: 'Він може викликати {functions} у контракті {address}',
  GRANT_EXPIRY: 'До {date}',
  GRANT_WARNING:
    'У цих межах застосунок надсилає з вашого акаунта, не питаючи знову, доки дозвіл не закінчиться або ви його не відкличете.',
  REVOKE_TITLE: 'Відкликати дозвіл',
  REVOKE_SESSION:
    'Дозвіл для {origin} припиняється: він більше не може надсилати з вашого акаунта.',
  WRONG_CHAIN: 'Цей запит для мережі {requested}, а гаманець у мережі {name} (мережа {id}).',
  SIMULATION_HEADING: 'Що зміниться на вашому рахунку (симуляція)',
  IDLE: 'Вбудований гаманець Foyer',
  RECOVERY_SET_TITLE: 'Задайте пароль відновлення',
  RECOVERY_SET_INTRO:
    'Цей пароль потрібен, щоб користуватися гаманцем на новому пристрої. Він ніколи не залишає це вікно, і ніхто не може скинути його за вас: ні цей застосунок, ні його оператор.',
  RECOVERY_ENTER_TITLE: 'Введіть пароль відновлення',
  RECOVERY_ENTER_INTRO:
    'Цей пристрій новий для вашого гаманця. Введіть пароль відновлення, заданий під час його створення.',
  RECOVERY_PASSWORD_LABEL: 'Пароль відновлення',
  RECOVERY_CONFIRM_LABEL: 'Повторіть пароль відновлення',
  RECOVERY_TOO_SHORT: 'Використайте щонайменше {min} символів.',
  RECOVERY_MISMATCH: 'Паролі не збігаються.',
  RECOVERY_WORKING: 'Перевірка…',
  RECOVERY_CONTINUE: 'Продовжити',
  RECOVERY_CANCEL: 'Скасувати',
  RECOVERY_CANCELLED: 'Пароль відновлення не введено, тому гаманець на цьому пристрої не готовий.',
  SOCIAL_DONE: 'Це вікно можна закрити.',
  SOCIAL_FAILED: 'Вхід не завершено. Закрийте це вікно й почніть знову в застосунку.',
  PASSKEY_WAITING: 'Підключення до гаманця…',
  PASSKEY_USE: 'Продовжити з ключем доступу',
  PASSKEY_CREATE: 'Створити ключ доступу',
  PASSKEY_CREATE_HINT: 'Ваш пристрій збереже ключ доступу для цього гаманця. З ним ви входите.',
  PASSKEY_USE_HINT: 'Використайте ключ доступу, збережений для цього гаманця.',
  PASSKEY_CHECKING: 'Перевірка ключа доступу…',
  PASSKEY_DONE: 'Готово. Це вікно можна закрити.',
  PASSKEY_FAILED: 'Ключ доступу не спрацював: {message}',
  PASSKEY_NO_WALLET: 'Відкрийте це вікно із застосунку, щоб використати ключ доступу.',
  EXPORT_TITLE: 'Ваш приватний ключ',
  EXPORT_WARNING:
    'Будь-хто з цим ключем керує гаманцем {address} і всім, що в ньому. Ніколи не вставляйте його на сайтах і нікому не передавайте. Foyer ніколи його не попросить.',
  EXPORT_SOLANA_TITLE: 'Ваш закритий ключ Solana',
  EXPORT_COPY: 'Копіювати ключ',
  EXPORT_COPIED: 'Скопійовано',
  EXPORT_CODE_EMAIL:
    'Ми надіслали 6-значний код на вашу пошту. Введіть його, щоб показати приватний ключ.',
  EXPORT_CODE_TOTP:
    'Введіть 6-значний код із застосунку автентифікації, щоб показати приватний ключ.',
  EXPORT_CODE_LABEL: '6-значний код',
  EXPORT_CODE_SHOW: 'Показати мій ключ',
  EXPORT_CODE_FORMAT: 'Введіть 6 цифр коду.',
  STEP_UP_TITLE: 'Підтвердьте, що це ви',
  STEP_UP_INTRO:
    'Щоб видалити пристрій, змінити електронну пошту чи відкрити вашу частку відновлення, потрібна нова перевірка.',
  STEP_UP_CODE_LABEL: 'Код із застосунку-автентифікатора',
  STEP_UP_PASSKEY: 'Використати ключ доступу',
  STEP_UP_CONFIRM: 'Підтвердити',
  STEP_UP_CANCEL: 'Скасувати',
  STEP_UP_WORKING: 'Перевірка…',
  STEP_UP_CODE_FORMAT: 'Введіть 6 цифр, які показує ваш застосунок.',
  STEP_UP_CANCELLED: 'Не підтверджено, тому нічого не змінено.',
  TOTP_SETUP_TITLE: 'Налаштувати застосунок-автентифікатор',
  TOTP_SETUP_INTRO:
    'Відскануйте цей код застосунком-автентифікатором, а потім введіть 6-значний код, який він покаже. Перед важливими діями буде запитуватися цей застосунок.',
  TOTP_QR_LABEL: 'QR-код для додавання цього гаманця до застосунку-автентифікатора',
  SOCIAL_RETURN_KEY_LOST:
    'Цей браузер блокує сховище сайту гаманця, тому вхід, що повернувся на цю сторінку, не може завершитися. Дозвольте дані цього сайту й увійдіть знову.',
  SIGN_SOLANA_TRANSACTION: 'Підписати транзакцію Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Підписати транзакції Solana: {count}',
  SEND_SOLANA_TRANSACTION: 'Надіслати транзакцію Solana',
  SOLANA_TRANSFER: 'Надіслати {amount} SOL з {from} на {to}',
  SOLANA_TOKEN_TRANSFER:
    'Надіслати {amount} токена {mint} з токен-рахунку {from} на токен-рахунок {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Надіслати {amount} одиниць токена з токен-рахунку {from} на токен-рахунок {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Створити токен-рахунок {owner} для токена {mint}',
  SOLANA_COMPUTE_BUDGET: 'Задати обчислювальний бюджет (комісія мережі)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Невідома інструкція: програма {program}, даних {bytes} байт',
  SOLANA_FEE_PAYER: 'Комісію мережі сплачує {address}',
  SOLANA_TRANSACTION_HEADING: 'Транзакція {index} з {count}',
  SOLANA_NO_INSTRUCTIONS: 'Немає інструкцій',
}

export default uk
