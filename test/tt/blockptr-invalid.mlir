// Block pointers that are malformed or inconsistent: each a located parse
// or verifier error, never a crash.
// RUN: ir-opt --split-input-file --verify-diagnostics %s

tt.func @not_a_block(%x: !tt.ptr<f32>, %m: i64, %o: i32) {
  // expected-error @+1 {{expected a block pointer type, a tensor's pointer without its prefix: `<tensor<32x32xf16>>`}}
  %p = tt.make_tensor_ptr %x, [%m], [%m], [%o] {order = array<i32: 0>} : <f32>
  tt.return
}

// -----

tt.func @unclosed(%x: !tt.ptr<f32>, %m: i64, %o: i32) {
  // expected-error @+1 {{expected SSA operand}}
  %p = tt.make_tensor_ptr %x, [%m, [%m], [%o] {order = array<i32: 0>} : <tensor<8xf32>>
  tt.return
}

// -----

tt.func @ranks(%x: !tt.ptr<f32>, %m: i64, %o: i32) {
  // expected-error @+1 {{'tt.make_tensor_ptr' op expects 2 shape, stride and offset operands, one a dimension of the block}}
  %p = tt.make_tensor_ptr %x, [%m], [%m, %m], [%o, %o] {order = array<i32: 1, 0>} : <tensor<8x8xf32>>
  tt.return
}

// -----

tt.func @base_type(%x: !tt.ptr<f16>, %m: i64, %o: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: '!tt.ptr<f32>' vs '!tt.ptr<f16>'}}
  %p = tt.make_tensor_ptr %x, [%m], [%m], [%o] {order = array<i32: 0>} : <tensor<8xf32>>
  tt.return
}

// -----

tt.func @shape_type(%x: !tt.ptr<f32>, %m: i32, %o: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'i64' vs 'i32'}}
  %p = tt.make_tensor_ptr %x, [%m], [%m], [%o] {order = array<i32: 0>} : <tensor<8xf32>>
  tt.return
}

// -----

tt.func @generic_base(%x: !tt.ptr<f16>, %m: i64, %o: i32) {
  // expected-error @+1 {{'tt.make_tensor_ptr' op base pointer must point to the block's element type (f32) in its address space}}
  %p = "tt.make_tensor_ptr"(%x, %m, %m, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, order = array<i32: 0>}> : (!tt.ptr<f16>, i64, i64, i32) -> !tt.ptr<tensor<8xf32>>
  tt.return
}

// -----

tt.func @advance(%p: !tt.ptr<tensor<8x8xf32>>, %o: i32) {
  // expected-error @+1 {{'tt.advance' op expects one offset a dimension of the block (2), but 1 were given}}
  %q = tt.advance %p, [%o] : <tensor<8x8xf32>>
  tt.return
}

// -----

tt.func @advance_type(%p: !tt.ptr<f32>, %o: i32) {
  // expected-error @+1 {{expected a block pointer type, a tensor's pointer without its prefix: `<tensor<32x32xf16>>`}}
  %q = tt.advance %p, [%o] : <f32>
  tt.return
}

// -----

tt.func @check_range(%p: !tt.ptr<tensor<8x8xf32>>) {
  // expected-error @+1 {{'tt.load' op boundaryCheck dimension 2 is out of range for a block of rank 2}}
  %v = tt.load %p {boundaryCheck = array<i32: 0, 2>, padding = 1 : i32} : !tt.ptr<tensor<8x8xf32>>
  tt.return
}

// -----

tt.func @nan_int(%p: !tt.ptr<tensor<8xi32>>) {
  // expected-error @+1 {{'tt.load' op padding = nan needs a floating-point block, not i32}}
  %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<8xi32>>
  tt.return
}

// -----

tt.func @check_plain(%p: tensor<8x!tt.ptr<f32>>) {
  // expected-error @+1 {{'tt.load' op boundaryCheck and padding apply only to an access through a block pointer}}
  %v = tt.load %p {boundaryCheck = array<i32: 0>} : tensor<8x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @store_check(%p: !tt.ptr<tensor<8xf32>>, %v: tensor<8xf32>) {
  // expected-error @+1 {{'tt.store' op boundaryCheck dimension -1 is out of range for a block of rank 1}}
  tt.store %p, %v {boundaryCheck = array<i32: -1>} : !tt.ptr<tensor<8xf32>>
  tt.return
}

// -----

tt.func @store_value(%p: !tt.ptr<tensor<8xf32>>, %v: tensor<4xf32>) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'tensor<8xf32>' vs 'tensor<4xf32>'}}
  tt.store %p, %v : !tt.ptr<tensor<8xf32>>
  tt.return
}

// -----

tt.func @other(%p: !tt.ptr<tensor<8xf32>>, %o: tensor<8xf32>) {
  // expected-error @+1 {{'tt.load' op a block pointer load takes no `other`: `padding` gives the value outside the boundary}}
  %v = "tt.load"(%p, %o) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!tt.ptr<tensor<8xf32>>, tensor<8xf32>) -> tensor<8xf32>
  tt.return
}
