import type { FailedTransactionMetadata } from 'litesvm'

// The names of Solana's TransactionError and InstructionError variants without fields, in
// their numeric order (litesvm reports the number).
const TRANSACTION_ERRORS =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const INSTRUCTION_ERRORS =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

/** A transaction error as the Solana JSON-RPC reports it (`"AlreadyProcessed"`, `{ InstructionError: [0, { Custom: 1 }] }`…). */
export type RpcTransactionError = string | Record<string, unknown>

/** litesvm's error of a failed transaction in the JSON-RPC shape. */
export function rpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const err: unknown = failed.err()
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? `TransactionError(${err})`
  if (err && typeof err === 'object') {
    const record = err as Record<string, unknown> & { err?: () => unknown }
    if (typeof record.err === 'function' && typeof record.index === 'number') {
      return { InstructionError: [record.index, instructionError(record.err())] }
    }
    if (typeof record.accountIndex === 'number') {
      const name = String(err).startsWith('ProgramExecution')
        ? 'ProgramExecutionTemporarilyRestricted'
        : 'InsufficientFundsForRent'
      return { [name]: { account_index: record.accountIndex } }
    }
    if (typeof record.index === 'number') return { DuplicateInstruction: record.index }
  }
  return String(err)
}

function instructionError(err: unknown): unknown {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError(${err})`
  if (err && typeof err === 'object') {
    const record = err as Record<string, unknown>
    if (typeof record.code === 'number') return { Custom: record.code }
    if (typeof record.msg === 'string') return { BorshIoError: record.msg }
  }
  return String(err)
}
