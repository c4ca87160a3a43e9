// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @title TestCollectible
/// @notice A minimal ERC-721 for the data service's tests: anyone mints with a token URI.
contract TestCollectible {
    string public name;
    string public symbol;
    mapping(uint256 tokenId => address) public ownerOf;
    mapping(uint256 tokenId => string) private _uris;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function mint(address to, uint256 tokenId, string calldata uri) external {
        require(ownerOf[tokenId] == address(0), "exists");
        ownerOf[tokenId] = to;
        _uris[tokenId] = uri;
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) external {
        require(ownerOf[tokenId] == from && msg.sender == from, "owner");
        ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(ownerOf[tokenId] != address(0), "none");
        return _uris[tokenId];
    }
}
