import type { FrameMessages } from '../../ui/messages.js'

/** Russian. */
const ru: FrameMessages = {
  DECODE_FROM: 'От: {address}',
  DECODE_TO: 'Кому: {address}',
  DECODE_TO_NEW_CONTRACT: 'Кому: (новый контракт)',
  DECODE_VALUE: 'Сумма: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Вызов {index} из {count}',
  DECODE_UNKNOWN_CALL: 'Неизвестный вызов контракта: селектор {selector}, байт: {bytes}',
  DECODE_CONTRACT_CREATION: 'Создание контракта: байт кода: {bytes}',
  DECODE_FUNCTION: 'Вызов: {standard} {function}',
  DECODE_TYPE: 'Тип: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (без ограничений)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: без ограничений {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… (символов: {length}, полностью ниже)',
  DECODE_FIELD_FULL: '{path} (полностью):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Неограниченное разрешение: {spender} сможет забрать весь этот токен с вашего счёта — сейчас и в любое время позже.',
  WARN_APPROVAL_FOR_ALL:
    'Это позволяет {operator} перемещать все ваши предметы этой коллекции — сейчас и в любое время позже.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} — не контракт. Разрешения обычно дают контракту приложения, а не личному адресу.',
  WARN_HASH_SIGN:
    'Это сообщение ровно 32 байта: похоже на хеш транзакции. Его подпись может разрешить платёж с вашего счёта. Отклоните, если не знаете точно, зачем это нужно.',
  WARN_TOKEN_NO_CODE:
    'У {address} нет кода контракта: этот вызов токена ничего не сделает, или адрес неверен.',
  WARN_VALUE_ABOVE_BALANCE: 'Отправляется больше {symbol}, чем есть на счёте ({balance}).',
  SIMULATION_SEND: 'Вы отправляете {amount} {asset}',
  SIMULATION_RECEIVE: 'Вы получаете {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Вы отправляете {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Вы получаете {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Вы отправляете {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Вы получаете {amount} × {item}',
  SIMULATION_ALLOW: 'Вы разрешаете {spender} потратить {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED:
    'Вы разрешаете {spender} потратить весь токен {token} (без ограничений)',
  SIMULATION_ALLOW_ITEM: 'Вы разрешаете {spender} переместить {item}',
  SIMULATION_ALLOW_ALL: 'Вы разрешаете {spender} перемещать все ваши предметы {token}',
  SIMULATION_NO_CHANGES: 'Ни один баланс вашего счёта не меняется.',
  SIMULATION_FEE_NOTE: 'Комиссия сети не включена.',
  SIMULATION_REVERTED:
    'По данным сети, этот запрос завершится ошибкой ({reason}). Если подтвердить, он, скорее всего, не выполнится, но комиссия будет списана.',
  SIMULATION_UNAVAILABLE:
    'Сеть не смогла смоделировать этот запрос ({reason}), поэтому изменения не показаны. Проверьте подробности ниже.',
  APPROVE_TITLE: 'Подтвердите запрос',
  APPROVE_FROM: 'Запрос от {origin}',
  APPROVE_APP_CLAIM:
    'Сайт выше называет своё приложение «{name}». Проверен только адрес сайта, а не это название.',
  APPROVE_CHAIN: 'Сеть: {name} (chain id {id})',
  APPROVE_BUTTON: 'Подтвердить',
  REJECT_BUTTON: 'Отклонить',
  GUARD_UNSUPPORTED:
    'Этот браузер не может подтвердить, что кошелёк виден полностью, поэтому кнопка «Подтвердить» отключена. Используйте браузер, который это умеет (Chrome, Edge), или отклоните запрос.',
  GUARD_HIDDEN:
    'Кошелёк закрыт, прозрачен или за пределами экрана, поэтому его кнопки отключены. Страница, которая его показывает, возможно, пытается вас обмануть.',
  GUARD_WAITING: 'Прочитайте запрос, затем наведите указатель на это окно, чтобы продолжить.',
  SIGN_MESSAGE: 'Подписать это сообщение',
  SIGN_TYPED_DATA: 'Подписать структурированные данные',
  SEND_TRANSACTION: 'Отправить транзакцию',
  SEND_CALLS: 'Отправить вызовы ({count}) со смарт-аккаунта',
  SEND_USER_OPERATION: 'Отправить пользовательскую операцию',
  SMART_ACCOUNT_FROM: 'Со смарт-аккаунта {address}',
  NETWORK_FEE_SPONSORED: 'Комиссия сети: оплачивает спонсор',
  NETWORK_FEE_ACCOUNT: 'Комиссия сети: платит ваш смарт-аккаунт',
  DELEGATE_TITLE: 'Превратить ваш аккаунт в смарт-аккаунт',
  DELEGATE_ACCOUNT: 'Ваш аккаунт: {address} (адрес не меняется)',
  DELEGATE_IMPLEMENTATION: 'Контракт смарт-аккаунта: {address}',
  DELEGATE_WARNING:
    'Этот контракт будет управлять вашим аккаунтом и всем, что в нём есть. Этот кошелёк переходит только на контракт, настроенный его оператором, и никогда на контракт, который называет сайт.',
  UNDELEGATE_TITLE: 'Снова сделать смарт-аккаунт обычным аккаунтом',
  UNDELEGATE_CURRENT: 'Снимает делегирование контракту {address}',
  GRANT_TITLE: 'Разрешить этому приложению отправлять с вашего смарт-аккаунта',
  GRANT_UPGRADE:
    'Ваш смарт-аккаунт обновляется до контракта {address}, чтобы хранить разрешения. Его адрес не меняется.',
  GRANT_NATIVE_ALLOWANCE:
    'Оно может отправить всего до {amount} {symbol} на любой адрес (комиссии сети учитываются, если их не спонсируют)',
  GRANT_TOKEN_ALLOWANCE: 'Оно может отправить всего до {amount} {symbol} токена {address}',
  GRANT_CONTRACT_CALL: 'Оно может вызывать {functions} в контракте {address}',
  GRANT_EXPIRY: 'До {date}',
  GRANT_WARNING:
    'В этих пределах приложение отправляет с вашего аккаунта, не спрашивая снова, пока разрешение не истечёт или вы его не отзовёте.',
  REVOKE_TITLE: 'Отозвать разрешение',
  REVOKE_SESSION:
    'Разрешение для {origin} прекращается: оно больше не может отправлять с вашего аккаунта.',
  WRONG_CHAIN: 'Этот запрос для сети {requested}, а кошелёк в сети {name} (сеть {id}).',
  SIMULATION_HEADING: 'Что изменится на вашем счёте (симуляция)',
  IDLE: 'Встроенный кошелёк Foyer',
  RECOVERY_SET_TITLE: 'Задайте пароль восстановления',
  RECOVERY_SET_INTRO:
    'Этот пароль нужен, чтобы пользоваться кошельком на новом устройстве. Он никогда не покидает это окно, и никто не может сбросить его за вас: ни это приложение, ни его оператор.',
  RECOVERY_ENTER_TITLE: 'Введите пароль восстановления',
  RECOVERY_ENTER_INTRO:
    'Это устройство новое для вашего кошелька. Введите пароль восстановления, заданный при его создании.',
  RECOVERY_PASSWORD_LABEL: 'Пароль восстановления',
  RECOVERY_CONFIRM_LABEL: 'Повторите пароль восстановления',
  RECOVERY_TOO_SHORT: 'Используйте не менее {min} символов.',
  RECOVERY_MISMATCH: 'Пароли не совпадают.',
  RECOVERY_WORKING: 'Проверка…',
  RECOVERY_CONTINUE: 'Продолжить',
  RECOVERY_CANCEL: 'Отмена',
  RECOVERY_CANCELLED:
    'Пароль восстановления не введён, поэтому кошелёк на этом устройстве не готов.',
  SOCIAL_DONE: 'Это окно можно закрыть.',
  SOCIAL_FAILED: 'Вход не завершён. Закройте это окно и начните заново в приложении.',
  PASSKEY_WAITING: 'Подключение к кошельку…',
  PASSKEY_USE: 'Продолжить с ключом доступа',
  PASSKEY_CREATE: 'Создать ключ доступа',
  PASSKEY_CREATE_HINT:
    'Ваше устройство сохранит ключ доступа для этого кошелька. С ним вы входите.',
  PASSKEY_USE_HINT: 'Используйте ключ доступа, сохранённый для этого кошелька.',
  PASSKEY_CHECKING: 'Проверка ключа доступа…',
  PASSKEY_DONE: 'Готово. Это окно можно закрыть.',
  PASSKEY_FAILED: 'Ключ доступа не сработал: {message}',
  PASSKEY_NO_WALLET: 'Откройте это окно из приложения, чтобы использовать ключ доступа.',
  EXPORT_TITLE: 'Ваш закрытый ключ',
  EXPORT_WARNING:
    'Любой, у кого есть этот ключ, управляет кошельком {address} и всем, что в нём. Никогда не вставляйте его на сайтах и никому не передавайте. Foyer никогда его не попросит.',
  EXPORT_SOLANA_TITLE: 'Ваш закрытый ключ Solana',
  EXPORT_COPY: 'Копировать ключ',
  EXPORT_COPIED: 'Скопировано',
  EXPORT_CODE_EMAIL:
    'Мы отправили 6-значный код на вашу почту. Введите его, чтобы показать закрытый ключ.',
  EXPORT_CODE_TOTP:
    'Введите 6-значный код из приложения-аутентификатора, чтобы показать закрытый ключ.',
  EXPORT_CODE_LABEL: '6-значный код',
  EXPORT_CODE_SHOW: 'Показать мой ключ',
  EXPORT_CODE_FORMAT: 'Введите 6 цифр кода.',
  STEP_UP_TITLE: 'Подтвердите, что это вы',
  STEP_UP_INTRO:
    'Чтобы удалить устройство, изменить адрес электронной почты или открыть вашу долю восстановления, нужна новая проверка.',
  STEP_UP_CODE_LABEL: 'Код из приложения-аутентификатора',
  STEP_UP_PASSKEY: 'Использовать ключ доступа',
  STEP_UP_CONFIRM: 'Подтвердить',
  STEP_UP_CANCEL: 'Отмена',
  STEP_UP_WORKING: 'Проверка…',
  STEP_UP_CODE_FORMAT: 'Введите 6 цифр, которые показывает ваше приложение.',
  STEP_UP_CANCELLED: 'Не подтверждено, поэтому ничего не изменено.',
  TOTP_SETUP_TITLE: 'Настроить приложение-аутентификатор',
  TOTP_SETUP_INTRO:
    'Отсканируйте этот код приложением-аутентификатором, затем введите 6-значный код, который оно покажет. Перед важными действиями будет запрашиваться это приложение.',
  TOTP_QR_LABEL: 'QR-код для добавления этого кошелька в приложение-аутентификатор',
  SOCIAL_RETURN_KEY_LOST:
    'Этот браузер блокирует хранилище сайта кошелька, поэтому вход, вернувшийся на эту страницу, не может завершиться. Разрешите данные этого сайта и войдите снова.',
  SIGN_SOLANA_TRANSACTION: 'Подписать транзакцию Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Подписать транзакции Solana: {count}',
  SEND_SOLANA_TRANSACTION: 'Отправить транзакцию Solana',
  SOLANA_TRANSFER: 'Отправить {amount} SOL с {from} на {to}',
  SOLANA_TOKEN_TRANSFER: 'Отправить {amount} токена {mint} с токен-счёта {from} на токен-счёт {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Отправить {amount} единиц токена с токен-счёта {from} на токен-счёт {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Создать токен-счёт {owner} для токена {mint}',
  SOLANA_COMPUTE_BUDGET: 'Задать вычислительный бюджет (комиссия сети)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Неизвестная инструкция: программа {program}, данных {bytes} байт',
  SOLANA_FEE_PAYER: 'Комиссию сети платит {address}',
  SOLANA_TRANSACTION_HEADING: 'Транзакция {index} из {count}',
  SOLANA_NO_INSTRUCTIONS: 'Нет инструкций',
}

export default ru
