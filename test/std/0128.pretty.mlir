#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func private @ext0()
  func.func private @ext1(i16, tensor<2x8x4xf16>, f32) -> (f32 {llvm.noundef}, tensor<?x8x4xi16> {test.foo = 1 : i32}) attributes {test.kernel}
  module @inner {
    func.func @helper3(%arg0: i8, %arg1: memref<2x8x4xindex>, %arg2: vector<2x8x4xf32>) attributes {test.kernel} {
      %c-1_i64 = arith.constant -1 : i64
      %0 = arith.cmpi sle, %c-1_i64, %c-1_i64 : i64
      %alloc = memref.alloc() : memref<2x4x1xf64>
      linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%alloc : memref<2x4x1xf64>) outs(%alloc : memref<2x4x1xf64>) {
      ^bb0(%in: f64, %out: f64):
        %2 = arith.addf %in, %out : f64
        %3 = math.absf %2 : f64
        linalg.yield %3 : f64
      }
      %cst = arith.constant 0.000000e+00 : f64
      %cst_0 = arith.constant 1.500000e-01 : f64
      %1 = arith.divf %cst, %cst_0 : f64
      return
    }
  }
  func.func @f0(%arg0: f16, %arg1: memref<2x8x4xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %0 = arith.cmpf ule, %cst, %cst : f32
    cf.br ^bb1(%arg0 : f16)
  ^bb1(%1: f16):  // pred: ^bb0
    %c78_i16 = arith.constant 78 : i16
    %2 = arith.extsi %c78_i16 : i16 to i32
    cf.br ^bb2(%arg0 : f16)
  ^bb2(%3: f16):  // pred: ^bb1
    %cst_0 = arith.constant dense<-7.500000e+00> : vector<2x4x1xf16>
    %cst_1 = arith.constant dense<[[[0.000000e+00], [5.000000e-01], [1.000000e+02], [-1.000000e+00]], [[1.000000e+02], [-1.000000e+00], [3.000000e+00], [5.000000e-01]]]> : vector<2x4x1xf16>
    %4 = arith.maximumf %cst_0, %cst_1 : vector<2x4x1xf16>
    %cst_2 = arith.constant 4.000000e+02 : f16
    cf.cond_br %0, ^bb3(%cst_2 : f16), ^bb3(%arg0 : f16)
  ^bb3(%5: f16):  // 2 preds: ^bb2, ^bb2
    %c-7_i8 = arith.constant -7 : i8
    %c-1_i8 = arith.constant -1 : i8
    %6 = arith.cmpi uge, %c-7_i8, %c-1_i8 : i8
    %7 = arith.select %6, %cst, %cst : f32
    %c3_i32 = arith.constant 3 : i32
    cf.switch %c3_i32 : i32, [
      default: ^bb4,
      3: ^bb4
    ]
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %8 = tensor.empty() : tensor<4x8xf16>
    %extracted_slice = tensor.extract_slice %8[3, 6] [1, 2] [1, 1] : tensor<4x8xf16> to tensor<1x2xf16>
    return
  }
  func.func public @compute1(%arg0: f16, %arg1: f32 {test.foo = 1 : i32}, %arg2: memref<?x4xf32>) attributes {ref = @inner::@helper3} {
    scf.forall (%arg3, %arg4) in (8, 4) {
      %c0 = arith.constant 0 : index
      %c0_1 = arith.constant 0 : index
      memref.store %arg1, %arg2[%c0, %c0_1] : memref<?x4xf32>
      %alloc = memref.alloc() : memref<2x8x4xi32>
      linalg.sub ins(%alloc, %alloc : memref<2x8x4xi32>, memref<2x8x4xi32>) outs(%alloc : memref<2x8x4xi32>)
    }
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    %0 = tensor.empty() : tensor<2x4x1xf16>
    %1 = linalg.fill ins(%arg0 : f16) outs(%0 : tensor<2x4x1xf16>) -> tensor<2x4x1xf16>
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %cst = arith.constant dense<[[[0], [127], [1], [0]], [[1], [127], [127], [0]]]> : vector<2x4x1xi8>
    %2 = arith.uitofp %cst : vector<2x4x1xi8> to vector<2x4x1xf16>
    %true = arith.constant true
    cf.cond_br %true, ^bb3(%arg1 : f32), ^bb3(%arg1 : f32)
  ^bb3(%3: f32):  // 2 preds: ^bb2, ^bb2
    %cst_0 = arith.constant 1.503910e-01 : bf16
    %4 = arith.negf %cst_0 fastmath<nnan,ninf,nsz> : bf16
    %c1_i8 = arith.constant 1 : i8
    cf.switch %c1_i8 : i8, [
      default: ^bb4,
      255: ^bb4
    ]
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %c45_i32 = arith.constant 45 : i32
    %5 = scf.while (%arg3 = %c45_i32) : (i32) -> i32 {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %6 = memref.load %arg2[%c0, %c1] : memref<?x4xf32>
      %cst_1 = arith.constant dense<true> : vector<2x1xi1>
      %7 = arith.extui %cst_1 : vector<2x1xi1> to vector<2x1xi8>
      %true_2 = arith.constant true
      %c-1_i32 = arith.constant -1 : i32
      scf.condition(%true_2) %c-1_i32 : i32
    } do {
    ^bb0(%arg3: i32):
      %c-1_i32 = arith.constant -1 : i32
      scf.yield %c-1_i32 : i32
    }
    return
  }
}

