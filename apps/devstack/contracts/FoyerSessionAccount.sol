// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";
import {FoyerSmartAccount} from "./FoyerSmartAccount.sol";

/// @title FoyerSessionAccount
/// @notice FoyerSmartAccount plus session keys (the on-chain side of ERC-7715
/// `wallet_grantPermissions`). An existing FoyerSmartAccount upgrades to this implementation
/// (UUPS `upgradeToAndCall`, by its owner), so its address does not change.
///
/// The owner grants a session key: the contracts and functions it may call, a total native
/// spend and a total spend of one ERC-20 token over the session, and an expiry. A user operation
/// signed by the session key (signature = key address (20 bytes) ‖ ECDSA signature of the
/// userOpHash (65 bytes)) is valid only when:
/// - its callData is `execute` or `executeBatch`, and every call is to an allowed
///   (contract, function) pair, never to this account or the EntryPoint;
/// - a call to the limited token is `transfer` or `approve`, and their amounts, counted here,
///   stay within the token limit over the whole session;
/// - the native value of its calls, plus its maximum gas cost when no paymaster pays, stays
///   within the native limit over the whole session;
/// - the session is not revoked, and not expired (the EntryPoint enforces `validUntil`).
/// Spends are counted at validation, so a call that then reverts still counts (never less).
/// A revoked session key can never be granted again. Session keys cannot sign ERC-1271
/// messages: `isValidSignature` stays the owner's alone.
contract FoyerSessionAccount is FoyerSmartAccount {
    /// @notice One session key's grant and what it has spent.
    struct Session {
        uint48 validUntil;
        bool revoked;
        address token;
        uint256 nativeLimit;
        uint256 nativeSpent;
        uint256 tokenLimit;
        uint256 tokenSpent;
    }

    /// @notice What the owner grants a session key.
    struct SessionGrant {
        address key;
        uint48 validUntil;
        uint256 nativeLimit;
        /// @dev The ERC-20 token whose spend is limited, or the zero address for none.
        address token;
        uint256 tokenLimit;
        /// @dev Allowed calls: `targets[i]` with function `selectors[i]` (0x00000000: a call
        /// without data, a plain native transfer; target address(0) with it: to any address).
        address[] targets;
        bytes4[] selectors;
    }

    /// @custom:storage-location erc7201:foyer.storage.SessionAccount
    struct SessionStorage {
        mapping(address key => Session) sessions;
        mapping(address key => mapping(address target => mapping(bytes4 selector => bool))) allowed;
    }

    // keccak256(abi.encode(uint256(keccak256("foyer.storage.SessionAccount")) - 1)) & ~bytes32(uint256(0xff))
    bytes32 private constant SESSION_STORAGE =
        0x2b2037fcd7cc5432c0fd328ebe94a268b58093c68ade22f01513999627e2d100;
    /// @dev A session signature: the key's address (20 bytes) and its ECDSA signature (65 bytes).
    uint256 private constant SESSION_SIGNATURE_LENGTH = 85;
    bytes4 private constant ERC20_TRANSFER = 0xa9059cbb;
    /// @dev As a grant's target with selector 0: plain native transfers to any address.
    address private constant ANY_RECIPIENT = address(0);
    bytes4 private constant ERC20_APPROVE = 0x095ea7b3;

    event SessionGranted(address indexed key, uint48 validUntil);
    event SessionRevoked(address indexed key);

    error InvalidSessionGrant(string reason);
    error UnknownSession(address key);
    error SessionIsRevoked(address key);
    error SessionCallNotAllowed(address target, bytes4 selector);
    error SessionNativeLimitExceeded(uint256 requested, uint256 remaining);
    error SessionTokenLimitExceeded(uint256 requested, uint256 remaining);

    constructor(IEntryPoint anEntryPoint) FoyerSmartAccount(anEntryPoint) {}

    /// @notice Grants `grant.key` a session. Only the owner or the account itself (a user
    /// operation the owner signed). A key that ever had a session cannot get another.
    function grantSession(SessionGrant calldata grant) external onlyOwner {
        SessionStorage storage store = _sessionStorage();
        if (grant.key == address(0) || grant.key == owner) revert InvalidSessionGrant("key");
        if (store.sessions[grant.key].validUntil != 0) revert InvalidSessionGrant("key used before");
        if (grant.validUntil <= block.timestamp) revert InvalidSessionGrant("expiry");
        if (grant.targets.length != grant.selectors.length) revert InvalidSessionGrant("lengths");
        if (grant.token == address(0) && grant.tokenLimit != 0) revert InvalidSessionGrant("token");
        for (uint256 i = 0; i < grant.targets.length; i++) {
            if (_isForbiddenTarget(grant.targets[i])) revert InvalidSessionGrant("target");
            store.allowed[grant.key][grant.targets[i]][grant.selectors[i]] = true;
        }
        store.sessions[grant.key] = Session({
            validUntil: grant.validUntil,
            revoked: false,
            token: grant.token,
            nativeLimit: grant.nativeLimit,
            nativeSpent: 0,
            tokenLimit: grant.tokenLimit,
            tokenSpent: 0
        });
        emit SessionGranted(grant.key, grant.validUntil);
    }

    /// @notice Ends `key`'s session for good. Only the owner or the account itself.
    function revokeSession(address key) external onlyOwner {
        Session storage session = _sessionStorage().sessions[key];
        if (session.validUntil == 0) revert UnknownSession(key);
        session.revoked = true;
        emit SessionRevoked(key);
    }

    /// @notice `key`'s session (validUntil 0 when it never had one).
    function sessionOf(address key) external view returns (Session memory) {
        return _sessionStorage().sessions[key];
    }

    /// @notice Whether `key`'s grant allows calling `selector` on `target`.
    function isSessionCallAllowed(address key, address target, bytes4 selector) external view returns (bool) {
        return _sessionStorage().allowed[key][target][selector];
    }

    /// @notice ERC-4337 validation. An 85-byte signature is a session key's; anything else goes to the owner's check.
    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds)
        external
        override
        returns (uint256 validationData)
    {
        _requireFromEntryPoint();
        validationData = userOp.signature.length == SESSION_SIGNATURE_LENGTH
            ? _validateSession(userOp, userOpHash)
            : _validateSignature(userOp, userOpHash);
        _validateNonce(userOp.nonce);
        _payPrefund(missingAccountFunds);
    }

    /// @dev Checks the calls against the grant and counts the spend before the signature, so a
    /// gas estimate with a stub signature covers the same work.
    function _validateSession(PackedUserOperation calldata userOp, bytes32 userOpHash) private returns (uint256) {
        address key = address(bytes20(userOp.signature[0:20]));
        Session storage session = _sessionStorage().sessions[key];
        if (session.validUntil == 0) revert UnknownSession(key);
        if (session.revoked) revert SessionIsRevoked(key);

        (uint256 nativeSpend, uint256 tokenSpend) = _checkCalls(key, session.token, userOp.callData);
        if (userOp.paymasterAndData.length == 0) nativeSpend += _maxGasCost(userOp);
        uint256 nativeRemaining = session.nativeLimit - session.nativeSpent;
        if (nativeSpend > nativeRemaining) revert SessionNativeLimitExceeded(nativeSpend, nativeRemaining);
        uint256 tokenRemaining = session.tokenLimit - session.tokenSpent;
        if (tokenSpend > tokenRemaining) revert SessionTokenLimitExceeded(tokenSpend, tokenRemaining);
        session.nativeSpent += nativeSpend;
        session.tokenSpent += tokenSpend;

        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(userOpHash, userOp.signature[20:]);
        bool signatureFailed = error != ECDSA.RecoverError.NoError || signer != key;
        return _packValidationData(signatureFailed, session.validUntil, 0);
    }

    /// @dev The native value and limited-token amount of `callData`'s calls; reverts on a call
    /// the grant does not allow.
    function _checkCalls(address key, address token, bytes calldata callData)
        private
        view
        returns (uint256 nativeSpend, uint256 tokenSpend)
    {
        if (callData.length < 4) revert SessionCallNotAllowed(address(this), bytes4(0));
        bytes4 selector = bytes4(callData[0:4]);
        if (selector == SimpleAccount.execute.selector) {
            (address target, uint256 value, bytes memory data) = abi.decode(callData[4:], (address, uint256, bytes));
            tokenSpend = _checkCall(key, token, target, data);
            nativeSpend = value;
        } else if (selector == SimpleAccount.executeBatch.selector) {
            (address[] memory targets, uint256[] memory values, bytes[] memory data) =
                abi.decode(callData[4:], (address[], uint256[], bytes[]));
            if (targets.length != data.length || (values.length != 0 && values.length != data.length)) {
                revert SessionCallNotAllowed(address(this), selector);
            }
            for (uint256 i = 0; i < targets.length; i++) {
                tokenSpend += _checkCall(key, token, targets[i], data[i]);
                if (values.length != 0) nativeSpend += values[i];
            }
        } else {
            revert SessionCallNotAllowed(address(this), selector);
        }
    }

    /// @dev Reverts unless `key` may call `target` with `data`; returns the limited-token amount.
    function _checkCall(address key, address token, address target, bytes memory data)
        private
        view
        returns (uint256 tokenSpend)
    {
        if (data.length != 0 && data.length < 4) revert SessionCallNotAllowed(target, bytes4(0));
        bytes4 selector = data.length == 0 ? bytes4(0) : bytes4(data);
        mapping(address => mapping(bytes4 => bool)) storage allowed = _sessionStorage().allowed[key];
        bool anyRecipient = selector == bytes4(0) && allowed[ANY_RECIPIENT][bytes4(0)];
        if (_isForbiddenTarget(target) || !(allowed[target][selector] || anyRecipient)) {
            revert SessionCallNotAllowed(target, selector);
        }
        if (target != token || token == address(0)) return 0;
        // transfer(address,uint256) and approve(address,uint256): the amount is the 2nd word.
        if ((selector != ERC20_TRANSFER && selector != ERC20_APPROVE) || data.length < 68) {
            revert SessionCallNotAllowed(target, selector);
        }
        assembly {
            tokenSpend := mload(add(data, 68))
        }
    }

    /// @dev The most gas this user operation can cost the account (no paymaster).
    function _maxGasCost(PackedUserOperation calldata userOp) private pure returns (uint256) {
        uint256 gas = UserOperationLib.unpackVerificationGasLimit(userOp)
            + UserOperationLib.unpackCallGasLimit(userOp) + userOp.preVerificationGas;
        return gas * UserOperationLib.unpackMaxFeePerGas(userOp);
    }

    function _isForbiddenTarget(address target) private view returns (bool) {
        return target == address(this) || target == address(entryPoint());
    }

    function _sessionStorage() private pure returns (SessionStorage storage store) {
        assembly {
            store.slot := SESSION_STORAGE
        }
    }
}
