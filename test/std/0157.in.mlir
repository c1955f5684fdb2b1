func.func private @ext0(i64 {llvm.noundef}) -> memref<2xf16>
func.func private @ext1(memref<2xi16>, f16 {test.foo = 1 : i32}, f16) -> f16 attributes {llvm.emit_c_interface, note = "generated"}
module @inner {
  func.func @helper5() -> (tensor<2xf16> {test.foo = 1 : i32}) {
    %x1 = arith.constant 4611686018427387903 : i64
    %x_1, %3 = arith.mului_extended %x1, %x1 : i64
    %acc = arith.constant 79 : i32
    %t5 = arith.constant -15 : i16
    cf.switch %acc : i32, [default: ^bb1, 3: ^b2(%t5 : i16), 4: ^bb1, 6: ^bb1]
  ^bb1:
    %alloc_6 = memref.alloc() {alignment = 16 : i64} : memref<2xi8>
    %c_7 = arith.constant 0 : index
    %dim_8 = memref.dim %alloc_6, %c_7 : memref<2xi8>
    %c = arith.constant 0x1 : i16
    cf.br ^b2(%c : i16)
  ^b2(%10: i16):  // note
    %11 = arith.constant dense<1.0> : tensor<2xf16>
    %extracted_slice = tensor.extract_slice %11[0] [1] [1] : tensor<2xf16> to tensor<1xf16>
    return %11 : tensor<2xf16>
  }
}
func.func @kernel_0(%1: vector<2xi16> {llvm.noundef, test.tag = "x"}, %arg: tensor<2xf16>, %sum: memref<?x1xf16>) -> (i16) {
  %cst_5 = arith.constant 4.0E+2 : f32
  %6 = math.fma %cst_5, %cst_5, %cst_5 fastmath<none> : f32
  %v7 = arith.constant -1.0 : f16
  %x_1 = arith.extf %v7 : f16 to f64
  %9 = arith.constant -4 : i16
  func.return %9 : i16
}
func.func @compute1(%arg_1: tensor<2xf16>, %t2: memref<2xf16>, %arg: i16) attributes {ref = @inner::@helper5} {
  %cst = arith.constant 0.0 : f32
  %atanh_5 = math.atanh %cst fastmath<afn> : f32
  %c_6 = arith.constant 2 : index
  %c_7 = arith.constant 7 : index
  %alloc_8 = memref.alloc(%c_6)[%c_7] {alignment = 64} : memref<?x4xf16, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  func.return
}
