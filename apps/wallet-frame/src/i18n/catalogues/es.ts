import type { FrameMessages } from '../../ui/messages.js'

/** Spanish. */
const es: FrameMessages = {
  DECODE_FROM: 'De: {address}',
  DECODE_TO: 'Para: {address}',
  DECODE_TO_NEW_CONTRACT: 'Para: (contrato nuevo)',
  DECODE_VALUE: 'Importe: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Llamada {index} de {count}',
  DECODE_UNKNOWN_CALL: 'Llamada a contrato desconocida: selector {selector}, {bytes} bytes',
  DECODE_CONTRACT_CREATION: 'Creación de contrato: {bytes} bytes de código',
  DECODE_FUNCTION: 'Llamada: {standard} {function}',
  DECODE_TYPE: 'Tipo: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (ilimitado)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: ilimitado {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} caracteres, completo abajo)',
  DECODE_FIELD_FULL: '{path} (completo):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Aprobación ilimitada: {spender} podría tomar todo este token de tu cuenta, ahora y en cualquier momento posterior.',
  WARN_APPROVAL_FOR_ALL:
    'Esto permite a {operator} mover todos los objetos de esta colección que tienes, ahora y en cualquier momento posterior.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} no es un contrato. Las aprobaciones suelen darse al contrato de una app, no a una dirección personal.',
  WARN_HASH_SIGN:
    'Este mensaje tiene exactamente 32 bytes: parece un hash de transacción. Firmarlo podría autorizar un pago desde tu cuenta. Recházalo salvo que sepas exactamente por qué se pide.',
  WARN_TOKEN_NO_CODE:
    '{address} no tiene código de contrato: esta llamada de token no haría nada, o la dirección es incorrecta.',
  WARN_VALUE_ABOVE_BALANCE: 'Esto envía más {symbol} de lo que tiene la cuenta ({balance}).',
  SIMULATION_SEND: 'Envías {amount} {asset}',
  SIMULATION_RECEIVE: 'Recibes {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Envías {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Recibes {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Envías {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Recibes {amount} × {item}',
  SIMULATION_ALLOW: 'Permites que {spender} gaste {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'Permites que {spender} gaste todo el token {token} (ilimitado)',
  SIMULATION_ALLOW_ITEM: 'Permites que {spender} mueva {item}',
  SIMULATION_ALLOW_ALL: 'Permites que {spender} mueva todos tus objetos de {token}',
  SIMULATION_NO_CHANGES: 'No cambia ningún saldo de tu cuenta.',
  SIMULATION_FEE_NOTE: 'La comisión de red no está incluida.',
  SIMULATION_REVERTED:
    'La red dice que esta solicitud fallaría ({reason}). Si la apruebas, probablemente fallará y aun así costará una comisión.',
  SIMULATION_UNAVAILABLE:
    'La red no pudo simular esta solicitud ({reason}), así que no se muestra lo que cambia. Revisa los detalles de abajo.',
  APPROVE_TITLE: 'Aprobar solicitud',
  APPROVE_FROM: 'Solicitado por {origin}',
  APPROVE_APP_CLAIM:
    'El sitio de arriba llama a su app «{name}». Solo se verifica la dirección del sitio, no este nombre.',
  APPROVE_CHAIN: 'Red: {name} (chain id {id})',
  APPROVE_BUTTON: 'Aprobar',
  REJECT_BUTTON: 'Rechazar',
  GUARD_UNSUPPORTED:
    'Este navegador no puede confirmar que la billetera está totalmente visible, así que Aprobar está desactivado. Usa un navegador que pueda (Chrome, Edge) o rechaza.',
  GUARD_HIDDEN:
    'La billetera está tapada, es transparente o está fuera de la pantalla, así que sus botones están desactivados. La página que la muestra puede estar intentando engañarte.',
  GUARD_WAITING: 'Lee la solicitud y luego mueve el puntero sobre esta ventana para continuar.',
  SIGN_MESSAGE: 'Firmar este mensaje',
  SIGN_TYPED_DATA: 'Firmar datos estructurados',
  SEND_TRANSACTION: 'Enviar una transacción',
  SEND_CALLS: 'Enviar {count} llamadas desde tu cuenta inteligente',
  SEND_USER_OPERATION: 'Enviar una operación de usuario',
  SMART_ACCOUNT_FROM: 'Desde la cuenta inteligente {address}',
  NETWORK_FEE_SPONSORED: 'Comisión de red: patrocinada',
  NETWORK_FEE_ACCOUNT: 'Comisión de red: la paga tu cuenta inteligente',
  DELEGATE_TITLE: 'Convertir tu cuenta en una cuenta inteligente',
  DELEGATE_ACCOUNT: 'Tu cuenta: {address} (su dirección no cambia)',
  DELEGATE_IMPLEMENTATION: 'Contrato de la cuenta inteligente: {address}',
  DELEGATE_WARNING:
    'Este contrato controlará tu cuenta y todo lo que contiene. Esta billetera solo se actualiza al contrato que configuró su operador, nunca a uno que indique un sitio web.',
  UNDELEGATE_TITLE: 'Volver a convertir tu cuenta inteligente en una cuenta normal',
  UNDELEGATE_CURRENT: 'Quita la delegación al contrato {address}',
  GRANT_TITLE: 'Dar permiso a esta app para enviar desde tu cuenta inteligente',
  GRANT_UPGRADE:
    'Tu cuenta inteligente se actualiza al contrato {address} para guardar permisos. Su dirección no cambia.',
  GRANT_NATIVE_ALLOWANCE:
    'Puede enviar hasta {amount} {symbol} en total, a cualquier dirección (las comisiones de red cuentan si no están patrocinadas)',
  GRANT_TOKEN_ALLOWANCE: 'Puede enviar hasta {amount} {symbol} del token {address} en total',
  GRANT_CONTRACT_CALL: 'Puede llamar a {functions} en el contrato {address}',
  GRANT_EXPIRY: 'Hasta {date}',
  GRANT_WARNING:
    'Dentro de estos límites, la app envía desde tu cuenta sin volver a preguntarte, hasta que el permiso termine o lo revoques.',
  REVOKE_TITLE: 'Revocar un permiso',
  REVOKE_SESSION: 'El permiso dado a {origin} termina: ya no puede enviar desde tu cuenta.',
  WRONG_CHAIN:
    'Esta solicitud es para la cadena {requested}, pero la billetera está en {name} (cadena {id}).',
  SIMULATION_HEADING: 'Lo que esto cambia en tu cuenta (simulado)',
  IDLE: 'Billetera integrada de Foyer',
  RECOVERY_SET_TITLE: 'Crea una contraseña de recuperación',
  RECOVERY_SET_INTRO:
    'Necesitas esta contraseña para usar tu billetera en un dispositivo nuevo. Nunca sale de esta ventana y nadie puede restablecerla por ti: ni esta app ni su operador.',
  RECOVERY_ENTER_TITLE: 'Introduce tu contraseña de recuperación',
  RECOVERY_ENTER_INTRO:
    'Este dispositivo es nuevo para tu billetera. Introduce la contraseña de recuperación que creaste al configurarla.',
  RECOVERY_PASSWORD_LABEL: 'Contraseña de recuperación',
  RECOVERY_CONFIRM_LABEL: 'Repite la contraseña de recuperación',
  RECOVERY_TOO_SHORT: 'Usa al menos {min} caracteres.',
  RECOVERY_MISMATCH: 'Las dos contraseñas no coinciden.',
  RECOVERY_WORKING: 'Comprobando…',
  RECOVERY_CONTINUE: 'Continuar',
  RECOVERY_CANCEL: 'Cancelar',
  RECOVERY_CANCELLED:
    'No se introdujo ninguna contraseña de recuperación, así que la billetera no está lista en este dispositivo.',
  SOCIAL_DONE: 'Puedes cerrar esta ventana.',
  SOCIAL_FAILED:
    'El inicio de sesión no se completó. Cierra esta ventana y empieza de nuevo desde la app.',
  PASSKEY_WAITING: 'Conectando con la billetera…',
  PASSKEY_USE: 'Continuar con tu llave de acceso',
  PASSKEY_CREATE: 'Crear una llave de acceso',
  PASSKEY_CREATE_HINT:
    'Tu dispositivo guarda una llave de acceso para esta billetera. La usas para iniciar sesión.',
  PASSKEY_USE_HINT: 'Usa la llave de acceso que guardaste para esta billetera.',
  PASSKEY_CHECKING: 'Comprobando tu llave de acceso…',
  PASSKEY_DONE: 'Listo. Puedes cerrar esta ventana.',
  PASSKEY_FAILED: 'La llave de acceso no funcionó: {message}',
  PASSKEY_NO_WALLET: 'Abre esta ventana desde la app para usar tu llave de acceso.',
  EXPORT_TITLE: 'Tu clave privada',
  EXPORT_WARNING:
    'Quien tenga esta clave controla la billetera {address} y todo lo que contiene. Nunca la pegues en un sitio web ni la compartas. Foyer nunca te la pedirá.',
  EXPORT_SOLANA_TITLE: 'Tu clave privada de Solana',
  EXPORT_COPY: 'Copiar clave',
  EXPORT_COPIED: 'Copiada',
  EXPORT_CODE_EMAIL:
    'Te enviamos un código de 6 dígitos a tu correo. Introdúcelo para ver tu clave privada.',
  EXPORT_CODE_TOTP:
    'Introduce el código de 6 dígitos de tu app de autenticación para ver tu clave privada.',
  EXPORT_CODE_LABEL: 'Código de 6 dígitos',
  EXPORT_CODE_SHOW: 'Mostrar mi clave',
  EXPORT_CODE_FORMAT: 'Introduce los 6 dígitos del código.',
  STEP_UP_TITLE: 'Confirma que eres tú',
  STEP_UP_INTRO:
    'Eliminar un dispositivo, cambiar tu correo electrónico o abrir tu fragmento de recuperación requiere una nueva comprobación.',
  STEP_UP_CODE_LABEL: 'Código de tu app de autenticación',
  STEP_UP_PASSKEY: 'Usar tu llave de acceso',
  STEP_UP_CONFIRM: 'Confirmar',
  STEP_UP_CANCEL: 'Cancelar',
  STEP_UP_WORKING: 'Comprobando…',
  STEP_UP_CODE_FORMAT: 'Introduce los 6 dígitos que muestra tu app.',
  STEP_UP_CANCELLED: 'No se confirmó, así que no se cambió nada.',
  TOTP_SETUP_TITLE: 'Configurar una app de autenticación',
  TOTP_SETUP_INTRO:
    'Escanea este código con una app de autenticación y luego introduce el código de 6 dígitos que muestra. Se pedirá la app antes de las acciones sensibles.',
  TOTP_QR_LABEL: 'Código QR para añadir esta billetera a una app de autenticación',
  SOCIAL_RETURN_KEY_LOST:
    'Este navegador bloquea el almacenamiento del sitio de la billetera, así que el inicio de sesión que volvió a esta página no puede terminar. Permite los datos de este sitio e inicia sesión de nuevo.',
  SIGN_SOLANA_TRANSACTION: 'Firmar una transacción de Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Firmar {count} transacciones de Solana',
  SEND_SOLANA_TRANSACTION: 'Enviar una transacción de Solana',
  SOLANA_TRANSFER: 'Enviar {amount} SOL de {from} a {to}',
  SOLANA_TOKEN_TRANSFER:
    'Enviar {amount} del token {mint} de la cuenta de token {from} a la cuenta de token {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Enviar {amount} unidades de token de la cuenta de token {from} a la cuenta de token {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Crear la cuenta de token de {owner} para el token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Fijar el presupuesto de cómputo (comisión de red)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Instrucción desconocida: programa {program}, {bytes} bytes de datos',
  SOLANA_FEE_PAYER: 'Comisión de red pagada por {address}',
  SOLANA_TRANSACTION_HEADING: 'Transacción {index} de {count}',
  SOLANA_NO_INSTRUCTIONS: 'Sin instrucciones',
}

export default es
