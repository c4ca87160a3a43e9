// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {VerifyingPaymaster} from "@account-abstraction/contracts/samples/VerifyingPaymaster.sol";

/// @title FoyerVerifyingPaymasterV08
/// @notice The VerifyingPaymaster of the ERC-4337 0.7.0 sample contracts, unchanged, for
/// EntryPoint v0.8 (whose 0.8.0 contracts package ships no paymaster).
/// EntryPoint v0.8 keeps v0.7's `PackedUserOperation` and `IPaymaster` (`validatePaymasterUserOp`,
/// `postOp`) and its stake manager, so the paymaster's checks and its `getHash` (which binds the
/// chain id and this contract's address) work as they are. The one change: the constructor's
/// ERC-165 check, which compares against v0.7's `IEntryPoint` interface id (v0.8 added
/// `senderCreator()`), is skipped; the devstack passes the canonical v0.8 EntryPoint.
contract FoyerVerifyingPaymasterV08 is VerifyingPaymaster {
    constructor(IEntryPoint entryPointV08, address verifyingSigner)
        VerifyingPaymaster(entryPointV08, verifyingSigner)
    {}

    /// @dev v0.7's `IEntryPoint` interface id differs from v0.8's; the check would revert.
    function _validateEntryPointInterface(IEntryPoint) internal pure override {}
}
