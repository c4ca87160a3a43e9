// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {ERC1967Proxy} from "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {SIG_VALIDATION_FAILED, SIG_VALIDATION_SUCCESS} from "@account-abstraction/contracts/core/Helpers.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";
import {SimpleAccount} from "@account-abstraction/contracts/samples/SimpleAccount.sol";

/// @title FoyerSmartAccount
/// @notice The ERC-4337 v0.7 SimpleAccount of the ERC-4337 sample contracts (one ECDSA owner,
/// `execute` / `executeBatch`) plus ERC-1271 `isValidSignature`, with two changes that keep the
/// owner's other signatures from counting as the account's:
/// - ERC-1271 (replay-safe hash, the scheme of Coinbase Smart Wallet): a signature is valid for
///   `hash` when the owner signed the EIP-712 message `FoyerSmartAccountMessage(bytes32 hash)`
///   in the domain of this account (name "FoyerSmartAccount", version "1", this chain, this
///   address). A signature the owner made for its EOA (a Permit2 permit, a login) or for another
///   of its accounts, or on another chain, does not verify here.
/// - User operations: the owner signs the userOpHash itself, without the EIP-191 prefix of
///   SimpleAccount, so no `personal_sign` (always prefixed) and no typed data (always 0x1901…)
///   can authorise a user operation.
contract FoyerSmartAccount is SimpleAccount, IERC1271 {
    bytes32 private constant DOMAIN_TYPEHASH =
        keccak256("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 private constant MESSAGE_TYPEHASH = keccak256("FoyerSmartAccountMessage(bytes32 hash)");
    bytes32 private constant NAME_HASH = keccak256("FoyerSmartAccount");
    bytes32 private constant VERSION_HASH = keccak256("1");

    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    /// @notice ERC-1271: valid when `signature` is the owner's ECDSA signature of
    /// `replaySafeHash(hash)`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (_isOwnerSignature(replaySafeHash(hash), signature)) {
            return IERC1271.isValidSignature.selector;
        }
        return 0xffffffff;
    }

    /// @notice The EIP-712 digest of `FoyerSmartAccountMessage(hash)` in this account's domain:
    /// what the owner signs for ERC-1271 `hash`.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        bytes32 domainSeparator =
            keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid, address(this)));
        return MessageHashUtils.toTypedDataHash(domainSeparator, keccak256(abi.encode(MESSAGE_TYPEHASH, hash)));
    }

    /// @dev The owner's signature of the userOpHash itself (no EIP-191 prefix).
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash)
        internal
        view
        override
        returns (uint256 validationData)
    {
        return _isOwnerSignature(userOpHash, userOp.signature) ? SIG_VALIDATION_SUCCESS : SIG_VALIDATION_FAILED;
    }

    function _isOwnerSignature(bytes32 digest, bytes calldata signature) private view returns (bool) {
        (address signer, ECDSA.RecoverError error,) = ECDSA.tryRecover(digest, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner;
    }
}

/// @title FoyerSmartAccountFactory
/// @notice Deploys FoyerSmartAccount proxies at counterfactual CREATE2 addresses (owner, salt),
/// the same shape as the sample SimpleAccountFactory.
contract FoyerSmartAccountFactory {
    FoyerSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new FoyerSmartAccount(anEntryPoint);
    }

    /// @notice Deploys the account of (owner, salt), or returns it when it already exists.
    function createAccount(address owner, uint256 salt) public returns (FoyerSmartAccount account) {
        address addr = getAddress(owner, salt);
        if (addr.code.length > 0) {
            return FoyerSmartAccount(payable(addr));
        }
        account = FoyerSmartAccount(
            payable(
                new ERC1967Proxy{salt: bytes32(salt)}(
                    address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner))
                )
            )
        );
    }

    /// @notice The counterfactual address of the account of (owner, salt).
    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Create2.computeAddress(
            bytes32(salt),
            keccak256(
                abi.encodePacked(
                    type(ERC1967Proxy).creationCode,
                    abi.encode(address(accountImplementation), abi.encodeCall(SimpleAccount.initialize, (owner)))
                )
            )
        );
    }
}
