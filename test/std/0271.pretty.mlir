#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func private @ext0() -> (memref<?xf64> {test.foo = 1 : i32}, memref<4x1x2xf64>)
  module @inner {
    func.func private @helper9(%arg0: memref<4x1x2xi32>, %arg1: f64, %arg2: memref<8x8x4xi8>) -> (tensor<4x?x?xf64>, memref<4x1x2xf32> {llvm.noundef}) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
      %cst = arith.constant dense<[[[1, 14]], [[50, 77]], [[-1, 27]], [[-1, 0]]]> : tensor<4x1x2xi16>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %extracted_slice = tensor.extract_slice %cst[2, %c0, 0] [1, %c1, 1] [1, 1, 1] : tensor<4x1x2xi16> to tensor<1x?x1xi16>
      %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<4x1x2xi32> into memref<4x2xi32>
      %alloca = memref.alloca() : memref<8x8x4xf32>
      %alloca_0 = memref.alloca() : memref<8x4x8xf32>
      linalg.transpose ins(%alloca : memref<8x8x4xf32>) outs(%alloca_0 : memref<8x4x8xf32>) permutation = [1, 2, 0] 
      %c8 = arith.constant 8 : index
      %c7 = arith.constant 7 : index
      %0 = tensor.empty(%c8, %c7) : tensor<4x?x?xf64>
      %alloca_1 = memref.alloca() : memref<4x1x2xf32>
      return %0, %alloca_1 : tensor<4x?x?xf64>, memref<4x1x2xf32>
    }
  }
  func.func private @kernel_0() -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16) {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8x4xi16>
    %cast = memref.cast %alloc : memref<8x8x4xi16> to memref<?x?x4xi16>
    %false = arith.constant false
    %c0_i8 = arith.constant 0 : i8
    cf.cond_br %false, ^bb1(%c0_i8 : i8), ^bb1(%c0_i8 : i8)
  ^bb1(%0: i8):  // 2 preds: ^bb0, ^bb0
    %c-12_i64 = arith.constant -12 : i64
    %1 = math.ipowi %c-12_i64, %c-12_i64 : i64
    %c-1_i16 = arith.constant -1 : i16
    cf.switch %c-1_i16 : i16, [
      default: ^bb2,
      3: ^bb3(%c-1_i16 : i16)
    ]
  ^bb2:  // pred: ^bb1
    %f = constant @kernel_0 : () -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)
    %2:3 = call_indirect %f() : () -> (tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16)
    %c-1_i16_0 = arith.constant -1 : i16
    cf.br ^bb3(%c-1_i16_0 : i16)
  ^bb3(%3: i16):  // 2 preds: ^bb1, ^bb2
    %4 = tensor.empty() : tensor<8x8x4xi16>
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %3 into %4[%c1, %c3, %c0] : tensor<8x8x4xi16>
    %c0_i64 = arith.constant 0 : i64
    %c2_i16 = arith.constant 2 : i16
    cf.switch %c0_i64 : i64, [
      default: ^bb4(%3 : i16),
      2: ^bb4(%c2_i16 : i16),
      4: ^bb4(%3 : i16)
    ]
  ^bb4(%5: i16):  // 3 preds: ^bb3, ^bb3, ^bb3
    %6 = tensor.empty() : tensor<8x8x4xi32>
    %cst = arith.constant dense<51> : tensor<8x8xi32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<8x8x4xi32>) outs(%cst : tensor<8x8xi32>) {
    ^bb0(%in: i32, %out: i32):
      %9 = arith.addi %in, %out : i32
      linalg.yield %9 : i32
    } -> tensor<8x8xi32>
    %cst_1 = arith.constant dense<6> : tensor<4x1x2xi16>
    %c8 = arith.constant 8 : index
    %8 = tensor.empty(%c8) : tensor<?x1x2xi16>
    return %cst_1, %8, %5 : tensor<4x1x2xi16>, tensor<?x1x2xi16>, i16
  }
  func.func public @kernel_1(%arg0: i64 {llvm.noundef, test.tag = "x"}) attributes {ref = @inner::@helper9} {
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi slt, %c0, %c0 : index
    cf.assert %0, "ok"
    %alloc = memref.alloc() : memref<8xf64>
    %cst = arith.constant 4.000000e+02 : f64
    %c7 = arith.constant 7 : index
    memref.store %cst, %alloc[%c7] : memref<8xf64>
    scf.if %0 {
      %1:2 = func.call @ext0() : () -> (memref<?xf64>, memref<4x1x2xf64>)
    } else {
      %1 = tensor.empty() : tensor<4x1x2xi16>
    }
    return
  }
}

