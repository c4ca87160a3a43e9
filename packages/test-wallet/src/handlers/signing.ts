import { invalidParamsError, toProviderRpcError } from '../errors.js'
import {
  describeIssues,
  personalSignParamsSchema,
  sendTransactionParamsSchema,
  signTypedDataParamsSchema,
  typedDataSchema,
} from '../schemas.js'
import { currentChain } from '../state.js'
import { signAndSendTransaction } from '../transaction.js'
import { requireAuthorized } from './accounts.js'
import { type HandlerContext, type MethodHandler, parseParams } from './context.js'

const hexBytesPattern = /^0x([0-9a-fA-F]{2})*$/

function parseTypedData(context: HandlerContext, input: string | Record<string, unknown>) {
  let value: unknown = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      throw invalidParamsError(context.method, 'params.1: the typed data is not valid JSON')
    }
  }
  const result = typedDataSchema.safeParse(value)
  if (!result.success) {
    throw invalidParamsError(context.method, describeIssues(result.error, 'params.1'))
  }
  return result.data
}

/** Turns a signing library's complaint about its input into a -32602 error. */
function asInvalidParams(context: HandlerContext, error: unknown): never {
  const { message } = toProviderRpcError(error)
  const short =
    typeof error === 'object' && error !== null && 'shortMessage' in error
      ? String(error.shortMessage)
      : message
  throw invalidParamsError(context.method, short)
}

/** `personal_sign`, `eth_signTypedData_v4` and `eth_sendTransaction`, signed locally. */
export const signingHandlers: Record<string, MethodHandler> = {
  async personal_sign(context) {
    const [message, address] = parseParams(context, personalSignParamsSchema)
    requireAuthorized(context, address)
    await context.approve('sign')
    const account = context.account(context.state)
    return account.signMessage({
      message: hexBytesPattern.test(message) ? { raw: message as `0x${string}` } : message,
    })
  },

  async eth_signTypedData_v4(context) {
    const [address, input] = parseParams(context, signTypedDataParamsSchema)
    requireAuthorized(context, address)
    const typedData = parseTypedData(context, input)
    await context.approve('sign')
    const account = context.account(context.state)
    try {
      return await account.signTypedData({
        domain: typedData.domain ?? {},
        types: typedData.types,
        primaryType: typedData.primaryType,
        message: typedData.message,
      } as Parameters<typeof account.signTypedData>[0])
    } catch (error) {
      asInvalidParams(context, error)
    }
  },

  async eth_sendTransaction(context) {
    const [request] = parseParams(context, sendTransactionParamsSchema)
    requireAuthorized(context, request.from)
    await context.approve('send')
    const chain = currentChain(context.state)
    return signAndSendTransaction({
      account: context.account(context.state),
      chainId: chain.chainId,
      request,
      call: context.node(chain),
    })
  },
}
