import type { FrameMessages } from '../../ui/messages.js'

/** French. */
const fr: FrameMessages = {
  DECODE_FROM: 'De : {address}',
  DECODE_TO: 'À : {address}',
  DECODE_TO_NEW_CONTRACT: 'À : (nouveau contrat)',
  DECODE_VALUE: 'Montant : {amount} {symbol}',
  DECODE_CALL_HEADING: 'Appel {index} sur {count}',
  DECODE_UNKNOWN_CALL: 'Appel de contrat inconnu : sélecteur {selector}, {bytes} octets',
  DECODE_CONTRACT_CREATION: 'Création de contrat : {bytes} octets de code',
  DECODE_FUNCTION: 'Appel : {standard} {function}',
  DECODE_TYPE: 'Type : {type}',
  DECODE_FIELD: '{path} : {value}',
  DECODE_FIELD_UNLIMITED: '{path} : {value} (illimité)',
  DECODE_FIELD_TOKEN_AMOUNT: '{path} : {amount} {symbol}',
  DECODE_FIELD_TOKEN_UNLIMITED: '{path} : illimité {symbol}',
  DECODE_FIELD_LONG: '{path} : {start}… ({length} caractères, en entier ci-dessous)',
  DECODE_FIELD_FULL: '{path} (en entier) :',
  DECODE_TEXT: '{text}',
  WARN_UNLIMITED_APPROVAL:
    'Autorisation illimitée : {spender} pourrait prendre tout ce jeton de votre compte, maintenant et à tout moment plus tard.',
  WARN_APPROVAL_FOR_ALL:
    'Ceci permet à {operator} de déplacer chaque objet de cette collection que vous possédez, maintenant et à tout moment plus tard.',
  WARN_SPENDER_NOT_CONTRACT:
    '{spender} n’est pas un contrat. Les autorisations sont normalement données au contrat d’une application, pas à une adresse personnelle.',
  WARN_HASH_SIGN:
    'Ce message fait exactement 32 octets : il ressemble à un hash de transaction. Le signer pourrait autoriser un paiement depuis votre compte. Refusez, sauf si vous savez exactement pourquoi on vous le demande.',
  WARN_TOKEN_NO_CODE:
    '{address} n’a pas de code de contrat : cet appel de jeton ne ferait rien, ou l’adresse est fausse.',
  WARN_VALUE_ABOVE_BALANCE: 'Ceci envoie plus de {symbol} que le compte n’en détient ({balance}).',
  SIMULATION_SEND: 'Vous envoyez {amount} {asset}',
  SIMULATION_RECEIVE: 'Vous recevez {amount} {asset}',
  SIMULATION_SEND_VALUED: 'Vous envoyez {amount} {asset} ({money})',
  SIMULATION_RECEIVE_VALUED: 'Vous recevez {amount} {asset} ({money})',
  SIMULATION_SEND_ITEM: 'Vous envoyez {amount} × {item}',
  SIMULATION_RECEIVE_ITEM: 'Vous recevez {amount} × {item}',
  SIMULATION_ALLOW: 'Vous autorisez {spender} à dépenser {amount} {asset}',
  SIMULATION_ALLOW_UNLIMITED:
    'Vous autorisez {spender} à dépenser tout le jeton {token} (illimité)',
  SIMULATION_ALLOW_ITEM: 'Vous autorisez {spender} à déplacer {item}',
  SIMULATION_ALLOW_ALL: 'Vous autorisez {spender} à déplacer tous vos objets de {token}',
  SIMULATION_NO_CHANGES: 'Aucun solde de votre compte ne change.',
  SIMULATION_FEE_NOTE: 'Les frais de réseau ne sont pas inclus.',
  SIMULATION_REVERTED:
    'Le réseau indique que cette demande échouerait ({reason}). Si vous approuvez, elle échouera probablement et coûtera quand même des frais.',
  SIMULATION_UNAVAILABLE:
    'Le réseau n’a pas pu simuler cette demande ({reason}), donc ce qu’elle change n’est pas affiché. Vérifiez les détails ci-dessous.',
  APPROVE_TITLE: 'Approuver la demande',
  APPROVE_FROM: 'Demandé par {origin}',
  APPROVE_APP_CLAIM:
    'Le site ci-dessus nomme son application « {name} ». Seule l’adresse du site est vérifiée, pas ce nom.',
  APPROVE_CHAIN: 'Réseau : {name} (chain id {id})',
  APPROVE_BUTTON: 'Approuver',
  REJECT_BUTTON: 'Refuser',
  GUARD_UNSUPPORTED:
    'Ce navigateur ne peut pas confirmer que le portefeuille est entièrement visible, donc Approuver est désactivé. Utilisez un navigateur qui le peut (Chrome, Edge) ou refusez.',
  GUARD_HIDDEN:
    'Le portefeuille est masqué, transparent ou hors de l’écran, donc ses boutons sont désactivés. La page qui l’affiche essaie peut-être de vous tromper.',
  GUARD_WAITING: 'Lisez la demande, puis passez le pointeur sur cette fenêtre pour continuer.',
  SIGN_MESSAGE: 'Signer ce message',
  SIGN_TYPED_DATA: 'Signer des données structurées',
  SEND_TRANSACTION: 'Envoyer une transaction',
  SEND_CALLS: 'Envoyer {count} appels depuis votre compte intelligent',
  SEND_USER_OPERATION: 'Envoyer une opération utilisateur',
  SMART_ACCOUNT_FROM: 'Depuis le compte intelligent {address}',
  NETWORK_FEE_SPONSORED: 'Frais de réseau : sponsorisés',
  NETWORK_FEE_ACCOUNT: 'Frais de réseau : payés par votre compte intelligent',
  DELEGATE_TITLE: 'Transformer votre compte en compte intelligent',
  DELEGATE_ACCOUNT: 'Votre compte : {address} (son adresse ne change pas)',
  DELEGATE_IMPLEMENTATION: 'Contrat du compte intelligent : {address}',
  DELEGATE_WARNING:
    'Ce contrat contrôlera votre compte et tout ce qu’il contient. Ce portefeuille ne passe qu’au contrat configuré par son opérateur, jamais à un contrat désigné par un site web.',
  UNDELEGATE_TITLE: 'Refaire de votre compte intelligent un compte simple',
  UNDELEGATE_CURRENT: 'Supprime la délégation au contrat {address}',
  GRANT_TITLE: 'Autoriser cette app à envoyer depuis votre compte intelligent',
  GRANT_UPGRADE:
    'Votre compte intelligent passe au contrat {address} pour gérer les autorisations. Son adresse ne change pas.',
  GRANT_NATIVE_ALLOWANCE:
    'Elle peut envoyer jusqu’à {amount} {symbol} au total, à n’importe quelle adresse (les frais de réseau comptent s’ils ne sont pas sponsorisés)',
  GRANT_TOKEN_ALLOWANCE: 'Elle peut envoyer jusqu’à {amount} {symbol} du jeton {address} au total',
  GRANT_CONTRACT_CALL: 'Elle peut appeler {functions} sur le contrat {address}',
  GRANT_EXPIRY: 'Jusqu’au {date}',
  GRANT_WARNING:
    'Dans ces limites, l’app envoie depuis votre compte sans vous redemander, jusqu’à la fin de l’autorisation ou sa révocation.',
  REVOKE_TITLE: 'Révoquer une autorisation',
  REVOKE_SESSION:
    'L’autorisation donnée à {origin} prend fin : elle ne peut plus envoyer depuis votre compte.',
  WRONG_CHAIN:
    'Cette demande concerne la chaîne {requested}, mais le portefeuille est sur {name} (chaîne {id}).',
  SIMULATION_HEADING: 'Ce que cela change dans votre compte (simulé)',
  IDLE: 'Portefeuille intégré Foyer',
  RECOVERY_SET_TITLE: 'Définir un mot de passe de récupération',
  RECOVERY_SET_INTRO:
    'Ce mot de passe vous sert à utiliser votre portefeuille sur un nouvel appareil. Il ne quitte jamais cette fenêtre, et personne ne peut le réinitialiser pour vous : ni cette application, ni son opérateur.',
  RECOVERY_ENTER_TITLE: 'Saisissez votre mot de passe de récupération',
  RECOVERY_ENTER_INTRO:
    'Cet appareil est nouveau pour votre portefeuille. Saisissez le mot de passe de récupération défini lors de sa création.',
  RECOVERY_PASSWORD_LABEL: 'Mot de passe de récupération',
  RECOVERY_CONFIRM_LABEL: 'Répétez le mot de passe de récupération',
  RECOVERY_TOO_SHORT: 'Utilisez au moins {min} caractères.',
  RECOVERY_MISMATCH: 'Les deux mots de passe ne sont pas identiques.',
  RECOVERY_WORKING: 'Vérification…',
  RECOVERY_CONTINUE: 'Continuer',
  RECOVERY_CANCEL: 'Annuler',
  RECOVERY_CANCELLED:
    'Aucun mot de passe de récupération n’a été saisi, le portefeuille n’est donc pas prêt sur cet appareil.',
  SOCIAL_DONE: 'Vous pouvez fermer cette fenêtre.',
  SOCIAL_FAILED:
    'La connexion n’a pas abouti. Fermez cette fenêtre et recommencez depuis l’application.',
  PASSKEY_WAITING: 'Connexion au portefeuille…',
  PASSKEY_USE: 'Continuer avec votre clé d’accès',
  PASSKEY_CREATE: 'Créer une clé d’accès',
  PASSKEY_CREATE_HINT:
    'Votre appareil enregistre une clé d’accès pour ce portefeuille. Elle vous sert à vous connecter.',
  PASSKEY_USE_HINT: 'Utilisez la clé d’accès enregistrée pour ce portefeuille.',
  PASSKEY_CHECKING: 'Vérification de votre clé d’accès…',
  PASSKEY_DONE: 'Terminé. Vous pouvez fermer cette fenêtre.',
  PASSKEY_FAILED: 'La clé d’accès n’a pas fonctionné : {message}',
  PASSKEY_NO_WALLET: 'Ouvrez cette fenêtre depuis l’application pour utiliser votre clé d’accès.',
  EXPORT_TITLE: 'Votre clé privée',
  EXPORT_WARNING:
    'Quiconque détient cette clé contrôle le portefeuille {address} et tout ce qu’il contient. Ne la collez jamais dans un site web et ne la partagez jamais. Foyer ne vous la demandera jamais.',
  EXPORT_SOLANA_TITLE: 'Votre clé privée Solana',
  EXPORT_COPY: 'Copier la clé',
  EXPORT_COPIED: 'Copiée',
  EXPORT_CODE_EMAIL:
    'Nous avons envoyé un code à 6 chiffres à votre e-mail. Saisissez-le pour afficher votre clé privée.',
  EXPORT_CODE_TOTP:
    'Saisissez le code à 6 chiffres de votre application d’authentification pour afficher votre clé privée.',
  EXPORT_CODE_LABEL: 'Code à 6 chiffres',
  EXPORT_CODE_SHOW: 'Afficher ma clé',
  EXPORT_CODE_FORMAT: 'Saisissez les 6 chiffres du code.',
  STEP_UP_TITLE: 'Confirmez que c’est bien vous',
  STEP_UP_INTRO:
    'Retirer un appareil, changer votre adresse e-mail ou ouvrir votre part de récupération nécessite une nouvelle vérification.',
  STEP_UP_CODE_LABEL: 'Code de votre application d’authentification',
  STEP_UP_PASSKEY: 'Utiliser votre clé d’accès',
  STEP_UP_CONFIRM: 'Confirmer',
  STEP_UP_CANCEL: 'Annuler',
  STEP_UP_WORKING: 'Vérification…',
  STEP_UP_CODE_FORMAT: 'Saisissez les 6 chiffres affichés par votre application.',
  STEP_UP_CANCELLED: 'Non confirmé : rien n’a été modifié.',
  TOTP_SETUP_TITLE: 'Configurer une application d’authentification',
  TOTP_SETUP_INTRO:
    'Scannez ce code avec une application d’authentification, puis saisissez le code à 6 chiffres qu’elle affiche. L’application sera demandée avant les actions sensibles.',
  TOTP_QR_LABEL: 'Code QR pour ajouter ce portefeuille à une application d’authentification',
  SOCIAL_RETURN_KEY_LOST:
    'Ce navigateur bloque le stockage du site du portefeuille, donc la connexion revenue sur cette page ne peut pas aboutir. Autorisez les données de ce site et reconnectez-vous.',
  SIGN_SOLANA_TRANSACTION: 'Signer une transaction Solana',
  SIGN_SOLANA_TRANSACTIONS: 'Signer {count} transactions Solana',
  SEND_SOLANA_TRANSACTION: 'Envoyer une transaction Solana',
  SOLANA_TRANSFER: 'Envoyer {amount} SOL de {from} à {to}',
  SOLANA_TOKEN_TRANSFER:
    'Envoyer {amount} du jeton {mint} du compte de jetons {from} au compte de jetons {to}',
  SOLANA_TOKEN_TRANSFER_RAW:
    'Envoyer {amount} unités de jeton du compte de jetons {from} au compte de jetons {to}',
  SOLANA_CREATE_TOKEN_ACCOUNT: 'Créer le compte de jetons de {owner} pour le jeton {mint}',
  SOLANA_COMPUTE_BUDGET: 'Fixer le budget de calcul (frais de réseau)',
  SOLANA_UNKNOWN_INSTRUCTION:
    'Instruction inconnue : programme {program}, {bytes} octets de données',
  SOLANA_FEE_PAYER: 'Frais de réseau payés par {address}',
  SOLANA_TRANSACTION_HEADING: 'Transaction {index} sur {count}',
  SOLANA_NO_INSTRUCTIONS: 'Aucune instruction',
}

export default fr
