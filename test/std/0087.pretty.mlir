#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
module {
  module @inner {
    func.func public @helper9(%arg0: memref<2x2xf32>, %arg1: tensor<4xindex>, %arg2: index, %arg3: vector<3xindex>) -> memref<3xindex> attributes {llvm.emit_c_interface, note = "generated"} {
      %cst = arith.constant -1.000000e+00 : bf16
      %0 = arith.extf %cst : bf16 to f64
      %false = arith.constant false
      %c55_i64 = arith.constant 55 : i64
      cf.cond_br %false, ^bb1, ^bb3(%c55_i64 : i64)
    ^bb1:  // pred: ^bb0
      %1 = arith.negf %0 fastmath<fast> : f64
      %c1_i8 = arith.constant 1 : i8
      %2 = arith.cmpi ult, %c1_i8, %c1_i8 : i8
      cf.cond_br %2, ^bb2, ^bb2
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %c1 = arith.constant 1 : index
      %c5 = arith.constant 5 : index
      %alloc = memref.alloc(%c1)[%c5] {alignment = 64 : i64} : memref<?x4xf32, #map>
      %c24_i32 = arith.constant 24 : i32
      %cst_0 = arith.constant -2.500000e-01 : f32
      cf.switch %c24_i32 : i32, [
        default: ^bb3(%c55_i64 : i64),
        3: ^bb4(%cst_0 : f32)
      ]
    ^bb3(%3: i64):  // 2 preds: ^bb0, ^bb2
      %c15_i16 = arith.constant 15 : i16
      %cst_1 = arith.constant -7.500000e+00 : f32
      cf.switch %c15_i16 : i16, [
        default: ^bb4(%cst_1 : f32),
        0: ^bb4(%cst_1 : f32),
        2: ^bb4(%cst_1 : f32)
      ]
    ^bb4(%4: f32):  // 4 preds: ^bb2, ^bb3, ^bb3, ^bb3
      %alloca = memref.alloca() : memref<3xindex>
      return %alloca : memref<3xindex>
    }
  }
  func.func @f0(%arg0: memref<2x8xindex>, %arg1: index {llvm.noundef, test.tag = "x"}, %arg2: f32) -> tensor<8x8xf32> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %cst = arith.constant 4.000000e+02 : f16
    %0 = arith.addf %cst, %cst fastmath<afn> : f16
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %cst_0 = arith.constant dense<-1> : vector<4xi32>
    %1 = arith.andi %cst_0, %cst_0 : vector<4xi32>
    %cst_1 = arith.constant -7.500000e+00 : bf16
    cf.br ^bb2(%cst_1 : bf16)
  ^bb2(%2: bf16):  // pred: ^bb1
    %cst_2 = arith.constant dense<[1.000000e+00, 1.000000e+02, 0.000000e+00]> : vector<3xf64>
    %3 = math.tanh %cst_2 : vector<3xf64>
    cf.br ^bb3
  ^bb3:  // pred: ^bb2
    %cst_3 = arith.constant -2.500000e-01 : f32
    %4 = arith.remf %cst_3, %arg2 : f32
    %c41 = arith.constant 41 : index
    %c1_i64 = arith.constant 1 : i64
    cf.br ^bb4(%c41, %c1_i64 : index, i64)
  ^bb4(%5: index, %6: i64):  // pred: ^bb3
    %7 = tensor.empty() : tensor<3xf32>
    %extracted_slice = tensor.extract_slice %7[0] [3] [1] : tensor<3xf32> to tensor<3xf32>
    %8 = tensor.empty() : tensor<8x8xf32>
    return %8 : tensor<8x8xf32>
  }
  func.func private @f1(%arg0: bf16, %arg1: vector<3xindex>, %arg2: memref<3xf32>) -> (memref<3x3xf32> {test.foo = 1 : i32}) attributes {ref = @inner::@helper9} {
    %cst = arith.constant dense<[51, -7, 14]> : vector<3xindex>
    %0 = tensor.empty() : tensor<3x3xbf16>
    %1 = linalg.fill ins(%arg0 : bf16) outs(%0 : tensor<3x3xbf16>) -> tensor<3x3xbf16>
    %c1 = arith.constant 1 : index
    %2 = arith.cmpi ne, %c1, %c1 : index
    cf.assert %2, ""
    %cst_0 = arith.constant 1.000000e+00 : f32
    scf.while (%arg3 = %cst_0) : (f32) -> () {
      %c2_i8 = arith.constant 2 : i8
      %c3_i8 = arith.constant 3 : i8
      %c2_i8_1 = arith.constant 2 : i8
      scf.for %arg4 = %c2_i8 to %c3_i8 step %c2_i8_1  : i8 {
        %cast = tensor.cast %1 : tensor<3x3xbf16> to tensor<?x?xbf16>
        %subview = memref.subview %arg2[1] [1] [1] : memref<3xf32> to memref<1xf32, strided<[1], offset: 1>>
      }
      scf.condition(%2)
    } do {
      %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32, strided<[1]>>
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %extracted = tensor.extract %1[%c0, %c2] : tensor<3x3xbf16>
      %cst_1 = arith.constant 1.000000e+00 : f32
      scf.yield %cst_1 : f32
    }
    %alloca = memref.alloca() : memref<3x3xf32>
    return %alloca : memref<3x3xf32>
  }
}

