import type { FrameMessages } from '../../ui/messages.js'

/** Portuguese (Brazil). */
const ptBR: FrameMessages = {
  DECODE_FROM: 'De: {address}',
  DECODE_TO: 'Para: {address}',
  DECODE_TO_NEW_CONTRACT: 'Para: (novo contrato)',
  DECODE_VALUE: 'Valor: {amount} {symbol}',
  DECODE_CALL_HEADING: 'Chamada {index} de {count}',
  DECODE_UNKNOWN_CALL: 'Chamada de contrato desconhecida: seletor {selector}, {bytes} bytes',
  DECODE_CONTRACT_CREATION: 'Criação de contrato: {bytes} bytes de código',
  DECODE_FUNCTION: 'Chamada: {standard} {function}',
  DECODE_TYPE: 'Tipo: {type}',
  DECODE_FIELD: '{path}: {value}',
  DECODE_FIELD_UNLIMITED: '{path}: {value} (ilimitado)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path}: {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path}: ilimitado {symbol}',
  DECODE_FIELD_LONG: '{path}: {start}… ({length} caracteres, completo abaixo)',
  DECODE_FIELD_FULL: '{path} (completo):',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Aprovação ilimitada: {spender} poderia tirar todo este token da sua conta, agora e a qualquer momento depois.',
  WARN_APPROVAL_FOR_ALL:
    'Isso permite que {operator} mova todos os itens desta coleção que você possui, agora e a qualquer momento depois.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} não é um contrato. Aprovações normalmente são dadas ao contrato de um app, não a um endereço pessoal.',
  WARN_HASH_SIGN:
    'Esta mensagem tem exatamente 32 bytes: parece um hash de transação. Assiná-la pode autorizar um pagamento da sua conta. Recuse, a menos que saiba exatamente por que ela é pedida.',
  WARN_TOKEN_NO_CODE:
    '{address} não tem código de contrato: esta chamada de token não faria nada, ou o endereço está errado.',
  WARN_VALUE_ABOVE_BALANCE: 'Isso envia mais {symbol} do que a conta tem ({balance}).',
  SIMULATION_SEND: 'Você envia {amount} {asset}',
  SIMULATION_RECEIVE: 'Você recebe {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Você envia {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Você recebe {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Você envia {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Você recebe {amount} × {item}',
  SIMULATION_ALLOW: 'Você permite que {spender} gaste {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED: 'Você permite que {spender} gaste todo o token {token} (ilimitado)',
  SIMULATION_ALLOW_ITEM: 'Você permite que {spender} mova {item}',
  SIMULATION_ALLOW_ALL: 'Você permite que {spender} mova todos os seus itens de {token}',
  SIMULATION_NO_CHANGES: 'Nenhum saldo da sua conta muda.',
  SIMULATION_FEE_NOTE: 'A taxa de rede não está incluída.',
  SIMULATION_REVERTED:
    'A rede diz que esta solicitação falharia ({reason}). Se você aprovar, ela provavelmente falhará e ainda custará uma taxa.',
  SIMULATION_UNAVAILABLE:
    'A rede não conseguiu simular esta solicitação ({reason}), então o que ela muda não é mostrado. Confira os detalhes abaixo.',
  APPROVE_TITLE: 'Aprovar solicitação',
  APPROVE_FROM: 'Solicitado por {origin}',
  APPROVE_APP_CLAIM:
    'O site acima chama seu app de “{name}”. Só o endereço do site é verificado, não este nome.',
  APPROVE_CHAIN: 'Rede: {name} (chain id {id})',
  APPROVE_BUTTON: 'Aprovar',
  REJECT_BUTTON: 'Recusar',
  GUARD_UNSUPPORTED:
    'Este navegador não consegue confirmar que a carteira está totalmente visível, então Aprovar está desativado. Use um navegador que consiga (Chrome, Edge) ou recuse.',
  GUARD_HIDDEN:
    'A carteira está coberta, transparente ou fora da tela, então seus botões estão desativados. A página que a mostra pode estar tentando enganar você.',
  GUARD_WAITING: 'Leia a solicitação e depois mova o ponteiro sobre esta janela para continuar.',
  SIGN_MESSAGE: 'Assinar esta mensagem',
  SIGN_TYPED_DATA: 'Assinar dados estruturados',
  SEND_TRANSACTION: 'Enviar uma transação',
  SEND_CALLS: 'Enviar {count} chamadas da sua conta inteligente',
  SEND_USER_OPERATION: 'Enviar uma operação de usuário',
  SMART_ACCOUNT_FROM: 'Da conta inteligente {address}',
  NETWORK_FEE_SPONSORED: 'Taxa de rede: patrocinada',
  NETWORK_FEE_ACCOUNT: 'Taxa de rede: paga pela sua conta inteligente',
  DELEGATE_TITLE: 'Transformar sua conta em uma conta inteligente',
  DELEGATE_ACCOUNT: 'Sua conta: {address} (o endereço continua o mesmo)',
  DELEGATE_IMPLEMENTATION: 'Contrato da conta inteligente: {address}',
  DELEGATE_WARNING:
    'Este contrato vai controlar sua conta e tudo o que há nela. Esta carteira só faz a atualização para o contrato configurado pelo operador, nunca para um indicado por um site.',
  UNDELEGATE_TITLE: 'Voltar sua conta inteligente a ser uma conta comum',
  UNDELEGATE_CURRENT: 'Remove a delegação ao contrato {address}',
  GRANT_TITLE: 'Permitir que este app envie da sua conta inteligente',
  GRANT_UPGRADE:
    'Sua conta inteligente é atualizada para o contrato {address} para guardar permissões. O endereço continua o mesmo.',
  GRANT_NATIVE_ALLOWANCE:
    'Pode enviar até {amount} {symbol} no total, para qualquer endereço (as taxas de rede contam quando não patrocinadas)',
  GRANT_TOKEN_ALLOWANCE: 'Pode enviar até {amount} {symbol} do token {address} no total',
  GRANT_CONTRACT_CALL: 'Pode chamar {functions} no contrato {address}',
  GRANT_EXPIRY: 'Até {date}',
  GRANT_WARNING:
    'Dentro desses limites, o app envia da sua conta sem perguntar de novo, até a permissão terminar ou você revogá-la.',
  REVOKE_TITLE: 'Revogar uma permissão',
  REVOKE_SESSION: 'A permissão dada a {origin} termina: ele não pode mais enviar da sua conta.',
  WRONG_CHAIN:
    'Esta solicitação é para a rede {requested}, mas a carteira está em {name} (rede {id}).',
  SIMULATION_HEADING: 'O que isso muda na sua conta (simulado)',
  IDLE: 'Carteira integrada Foyer',
  RECOVERY_SET_TITLE: 'Defina uma senha de recuperação',
  RECOVERY_SET_INTRO:
    'Você precisa desta senha para usar sua carteira em um novo dispositivo. Ela nunca sai desta janela e ninguém pode redefini-la por você: nem este app, nem o operador dele.',
  RECOVERY_ENTER_TITLE: 'Digite sua senha de recuperação',
  RECOVERY_ENTER_INTRO:
    'Este dispositivo é novo para sua carteira. Digite a senha de recuperação que você definiu ao criá-la.',
  RECOVERY_PASSWORD_LABEL: 'Senha de recuperação',
  RECOVERY_CONFIRM_LABEL: 'Repita a senha de recuperação',
  RECOVERY_TOO_SHORT: 'Use pelo menos {min} caracteres.',
  RECOVERY_MISMATCH: 'As duas senhas não são iguais.',
  RECOVERY_WORKING: 'Verificando…',
  RECOVERY_CONTINUE: 'Continuar',
  RECOVERY_CANCEL: 'Cancelar',
  RECOVERY_CANCELLED:
    'Nenhuma senha de recuperação foi informada, então a carteira não está pronta neste dispositivo.',
  SOCIAL_DONE: 'Você pode fechar esta janela.',
  SOCIAL_FAILED: 'O login não foi concluído. Feche esta janela e comece de novo pelo app.',
  PASSKEY_WAITING: 'Conectando à carteira…',
  PASSKEY_USE: 'Continuar com sua chave de acesso',
  PASSKEY_CREATE: 'Criar uma chave de acesso',
  PASSKEY_CREATE_HINT:
    'Seu dispositivo salva uma chave de acesso para esta carteira. Você a usa para entrar.',
  PASSKEY_USE_HINT: 'Use a chave de acesso que você salvou para esta carteira.',
  PASSKEY_CHECKING: 'Verificando sua chave de acesso…',
  PASSKEY_DONE: 'Pronto. Você pode fechar esta janela.',
  PASSKEY_FAILED: 'A chave de acesso não funcionou: {message}',
  PASSKEY_NO_WALLET: 'Abra esta janela pelo app para usar sua chave de acesso.',
  EXPORT_TITLE: 'Sua chave privada',
  EXPORT_WARNING:
    'Quem tiver esta chave controla a carteira {address} e tudo o que há nela. Nunca a cole em um site nem a compartilhe. A Foyer nunca vai pedi-la.',
  EXPORT_SOLANA_TITLE: 'Sua chave privada Solana',
  EXPORT_COPY: 'Copiar chave',
  EXPORT_COPIED: 'Copiada',
  EXPORT_CODE_EMAIL:
    'Enviamos um código de 6 dígitos para o seu e-mail. Digite-o para mostrar sua chave privada.',
  EXPORT_CODE_TOTP:
    'Digite o código de 6 dígitos do seu app autenticador para mostrar sua chave privada.',
  EXPORT_CODE_LABEL: 'Código de 6 dígitos',
  EXPORT_CODE_SHOW: 'Mostrar minha chave',
  EXPORT_CODE_FORMAT: 'Digite os 6 dígitos do código.',
  STEP_UP_TITLE: 'Confirme que é você',
  STEP_UP_INTRO:
    'Remover um dispositivo, alterar seu e-mail ou abrir sua parte de recuperação exige uma nova verificação.',
  STEP_UP_CODE_LABEL: 'Código do seu app autenticador',
  STEP_UP_PASSKEY: 'Usar sua chave de acesso',
  STEP_UP_CONFIRM: 'Confirmar',
  STEP_UP_CANCEL: 'Cancelar',
  STEP_UP_WORKING: 'Verificando…',
  STEP_UP_CODE_FORMAT: 'Digite os 6 dígitos que seu app mostra.',
  STEP_UP_CANCELLED: 'Não confirmado, então nada foi alterado.',
  TOTP_SETUP_TITLE: 'Configurar um app autenticador',
  TOTP_SETUP_INTRO:
    'Escaneie este código com um app autenticador e digite o código de 6 dígitos que ele mostra. O app será solicitado antes de ações sensíveis.',
  TOTP_QR_LABEL: 'Código QR para adicionar esta carteira a um app autenticador',
  SOCIAL_RETURN_KEY_LOST:
    'Este navegador bloqueia o armazenamento do site da carteira, então o login que voltou a esta página não pode terminar. Permita os dados deste site e entre novamente.',
  SIGN_SOLANA_TRANSACTION: 'Assinar uma transação Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Assinar {count} transações Solana',
  SEND_SOLANA_TRANSACTION: 'Enviar uma transação Solana',
  SOLANA_TRANSFER: 'Enviar {amount} SOL de {from} para {to}',
  SOLANA_TOKEN_TRANSFER:
    'Enviar {amount} do token {mint} da conta de token {from} para a conta de token {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Enviar {amount} unidades de token da conta de token {from} para a conta de token {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Criar a conta de token de {owner} para o token {mint}',
  SOLANA_COMPUTE_BUDGET: 'Definir o orçamento de computação (taxa de rede)',
  SOLANA_UNKNOWN_INSTRUCTION: 'Instrução desconhecida: programa {program}, {bytes} bytes de dados',
  SOLANA_FEE_PAYER: 'Taxa de rede paga por {address}',
  SOLANA_TRANSACTION_HEADING: 'Transação {index} de {count}',
  SOLANA_NO_INSTRUCTIONS: 'Nenhuma instrução',
}

export default ptBR
