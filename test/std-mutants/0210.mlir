func.func private @ext0() -> (memref<?xf64> {test.foo = 1 : i32}, memref<4x1x2xf64>)
module @inner {
  func.func private @helper9(%arg_1: memref<4x1x2xi32>, %2: f64, %rhs: memref<8x8x4xi8>) -> (tensor<4x?x?xf64>, memref<4x1x2xf32> {llvm.noundef}) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    %cst_4 = arith.constant dense<[[[1, 14]], [[50, 77]], [[-1, 27]], [[-1,0]]]> : tensor<4x1x2xi16>
    %c = arith.constant 0 : index
    %6 = arith.constant 1 : index
    %extracted_slice = tensor.extract_slice %cst_4[2, %c, 0] [1, %6, 1] [1, 1, 1] : tensor<4x1x2xi16> to tensor<1x?x1xi16>
    %t8 = memref.collapse_shape %arg_1 [[0], [1, 2]] : memref<4x1x2xi32> into memref<4x2xi32>
    %alloca_9 = memref.alloca() : memref<8x8x4xf32>
    %t10 = memref.alloca() : memref<8x4x8xf32>
    linalg.transpose ins(%alloca_9 : memref<8x8x4xf32>) outs(%t10 : memref<8x4x8xf32>) permutation = [1, 2, 0]
    %v13 = arith.constant 8 : index
    %x14 = arith.constant 7 : index
    %a.b = tensor.empty(%v13, %x14) : tensor<4x?x?xf64>
    %16 = memref.alloca() : memref<4x1x2xf32>
    return %a.b, %16 : tensor<4x?x?xf64>, memref<4x1x2xf32>
  }
}
func.func private @kernel_0() -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16) {
  %1 = memref.alloc() {alignment = 64} : memref<8x8x4xi16>
  %2 = memref.cast %1 : memref<8x8x4xi16> to memref<?x?x4xi16>
  %3 = arith.constant false
  %c_4 = arith.constant 0 : i8
  cf.cond_br %3, ^bb1(%c_4 : i8), ^bb1(%c_4 : i8)
^bb1(%v5: i8):
  %c_6 = arith.constant -12 : i64
  %7 = math.ipowi %c_6, %c_6 : i64

  %8 = arith.constant -1 : i16
  cf.switch %8 : i16, [default: ^bb2,
      3: ^bb3(%8 : i16)]
^bb2:
  %9 = func.constant @kernel_0 : () -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)
  %res:3 = func.call_indirect %9() : () -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)
  %11 = arith.constant -1 : i16
  cf.br ^bb3(%11 : i16)
^bb3(%a.b: i16):
  %13 = tensor.empty() : tensor<8x8x4xi16>
  %sum = arith.constant 1 : index
  %t15 = arith.constant 3 : index
  %c_16 = arith.constant 0 : index
  %inserted_17 = tensor.insert %a.b into %13[%sum, %t15, %c_16] : tensor<8x8x4xi16>
  %18 = arith.constant 0x0 : i64
  %c_19 = arith.constant 2 : i16
  cf.switch %18 : i64, [default: ^b4(%a.b : i16), 2: ^b4(%c_19 : i16), 4: ^b4(%a.b : i16)]
^b4(%tmp20: i16):
  %empty_21 = tensor.empty() : tensor<8x8x4xi32>
  %22 = arith.constant dense<51> : tensor<8x8xi32>
  %lin = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%empty_21 : tensor<8x8x4xi32>) outs(%22 : tensor<8x8xi32>) {
  ^bb0(%tmp25: i32, %26: i32):
    %s_27 = arith.addi %tmp25, %26 fastmath<fast> : i32
    linalg.yield %s_27 : i32
  } -> tensor<8x8xi32>
  %28 = arith.constant dense<6> : tensor<4x1x2xi16>
  %v29 = arith.constant 8 : index
  %empty_30 = tensor.empty(%v29) : tensor<?x1x2xi16>
  func.return %28, %empty_30, %tmp20 : tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16
}
func.func public @kernel_1(%arg_1: i64 {llvm.noundef, test.tag = "x"}) -> () attributes {ref = @inner::@helper9} {
  %2 = arith.constant 0 : index
  %3 = arith.cmpi slt, %2, %2 : index
  cf.assert %3, "ok"
  %sum = memref.alloc() : memref<8xf64> //
  %cst_5 = arith.constant 4.0E+2 : f64
  %res = arith.constant 7 : index
  memref.store %cst_5, %sum[%res] : memref<8xf64>
  scf.if %3 {
    %7, %v8 = func.call @ext0() : () -> (memref<?xf64>, memref<4x1x2xf64>)
  } else {
    %acc = tensor.empty() : tensor<4x1x2xi16>
  }
  func.return

}
