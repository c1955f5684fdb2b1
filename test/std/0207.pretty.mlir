#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module attributes {test.module_note = "std"} {
  module @inner {
    func.func private @helper6() -> i32 {
      %alloca = memref.alloca() : memref<8x2xf32>
      %c1 = arith.constant 1 : index
      %subview = memref.subview %alloca[0, 1] [2, 1] [3, %c1] : memref<8x2xf32> to memref<2x1xf32, strided<[6, ?], offset: 1>>
      %c0_i32 = arith.constant 0 : i32
      cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
    ^bb1(%0: i32, %1: i32):  // pred: ^bb0
      %cst = arith.constant dense<[[[18], [50], [1], [2147483647]], [[0], [2147483647], [0], [1]], [[-11], [-1], [0], [0]]]> : tensor<3x4x1xi32>
      %collapsed = tensor.collapse_shape %cst [[0, 1], [2]] : tensor<3x4x1xi32> into tensor<12x1xi32>
      %c-1_i32 = arith.constant -1 : i32
      cf.switch %c-1_i32 : i32, [
        default: ^bb2,
        4294967295: ^bb3(%c1 : index)
      ]
    ^bb2:  // pred: ^bb1
      %c-1_i8 = arith.constant -1 : i8
      %2 = arith.ori %c-1_i8, %c-1_i8 : i8
      %c1_0 = arith.constant 1 : index
      %3 = arith.cmpi ugt, %c1, %c1_0 : index
      cf.cond_br %3, ^bb3(%c1 : index), ^bb3(%c1_0 : index)
    ^bb3(%4: index):  // 3 preds: ^bb1, ^bb2, ^bb2
      cf.br ^bb4(%c0_i32 : i32)
    ^bb4(%5: i32):  // pred: ^bb3
      return %5 : i32
    }
  }
  func.func @fn.0(%arg0: i32 {test.foo = 1 : i32}, %arg1: f16, %arg2: vector<8x2xi32>, %arg3: memref<8x2xf32>) attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %true = arith.constant true
    cf.assert %true, "ok"
    call @fn.0(%arg0, %arg1, %arg2, %arg3) : (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> ()
    %cst = arith.constant dense<47> : vector<1xi8>
    %0 = arith.uitofp %cst : vector<1xi8> to vector<1xf32>
    %cst_0 = arith.constant -2.500000e-01 : f32
    %1 = arith.fptosi %cst_0 : f32 to i32
    %cst_1 = arith.constant 3.000000e+00 : f64
    %2 = arith.fptosi %cst_1 : f64 to i16
    %3 = arith.maximumf %cst_0, %cst_0 fastmath<fast> : f32
    return
  }
  func.func @compute1(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: i32 {llvm.noundef}, %arg2: i32, %arg3: f16 {test.foo = 1 : i32}) attributes {ref = @inner::@helper6} {
    %0 = tensor.empty() : tensor<1xf16>
    %c1 = arith.constant 1 : index
    %inserted_slice = tensor.insert_slice %0 into %0[0] [1] [%c1] : tensor<1xf16> into tensor<1xf16>
    %cst = arith.constant dense<31> : vector<8x2xi32>
    %alloc = memref.alloc() : memref<8x2xf32>
    call @fn.0(%arg2, %arg3, %cst, %alloc) : (i32, f16, vector<8x2xi32>, memref<8x2xf32>) -> ()
    %c0_i16 = arith.constant 0 : i16
    %1 = arith.cmpi slt, %c0_i16, %c0_i16 : i16
    %2 = arith.select %1, %inserted_slice, %inserted_slice : tensor<1xf16>
    %cst_0 = arith.constant dense<false> : vector<8x2xi1>
    %3 = arith.cmpi eq, %cst_0, %cst_0 : vector<8x2xi1>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %4:2 = scf.for %arg4 = %c2_i32 to %arg1 step %c1_i32 iter_args(%arg5 = %arg3, %arg6 = %arg3) -> (f16, f16)  : i32 {
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %alloc_1 = memref.alloc(%c2)[%c4] {alignment = 64 : i64} : memref<?x4xf16, #map>
      %cst_2 = arith.constant 1.500240e-01 : f16
      scf.yield %cst_2, %arg3 : f16, f16
    }
    return
  }
}

