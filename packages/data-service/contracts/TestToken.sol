// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title TestToken
/// @notice An ERC-20 for the data service's tests and benchmark. The supply goes to the
/// deployer; `batchMove` moves many balances in one transaction (each move emits a standard
/// Transfer event), so that a benchmark chain holds many transfers in few blocks.
contract TestToken {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    mapping(address account => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_, uint256 supply) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    /// @notice Test-only: moves `values[i]` from `from[i]` to `to[i]`, for every i.
    function batchMove(
        address[] calldata from,
        address[] calldata to,
        uint256[] calldata values
    ) external {
        for (uint256 i = 0; i < from.length; i++) _move(from[i], to[i], values[i]);
    }

    function _move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "balance");
        unchecked {
            balanceOf[from] -= value;
            balanceOf[to] += value;
        }
        emit Transfer(from, to, value);
    }
}
