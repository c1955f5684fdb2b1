module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg0: i64 {llvm.noundef}, %arg1: i64 {llvm.noundef}) -> f32 {
    %true = arith.constant true
    %0 = scf.if %true -> (i64) {
      %cst_0 = arith.constant -2.500000e-01 : f32
      %2 = arith.negf %cst_0 fastmath<fast> : f32
      %c2 = arith.constant 2 : index
      %3 = tensor.empty(%c2) : tensor<?xf32>
      %c0_1 = arith.constant 0 : index
      %extracted = tensor.extract %3[%c0_1] : tensor<?xf32>
      %c7 = arith.constant 7 : index
      %4 = tensor.empty(%c7) : tensor<?x4xf64>
      %5 = math.isinf %4 : tensor<?x4xf64>
      %cst_2 = arith.constant -7.500000e+00 : f32
      %6 = arith.divf %extracted, %cst_2 : f32
      scf.yield %arg1 : i64
    } else {
      %cst_0 = arith.constant dense<12> : vector<4x8x3xi64>
      %2 = arith.shli %cst_0, %cst_0 : vector<4x8x3xi64>
      %c4 = arith.constant 4 : index
      %alloc = memref.alloc(%c4) : memref<?xf32>
      %cst_1 = arith.constant 3.000000e+00 : f32
      %c0_2 = arith.constant 0 : index
      memref.store %cst_1, %alloc[%c0_2] : memref<?xf32>
      %cst_3 = arith.constant dense<[[0, -1, -18, -1], [4611686018427387903, -11, 52, 54]]> : tensor<2x4xindex>
      %c0_4 = arith.constant 0 : index
      %c3 = arith.constant 3 : index
      %inserted = tensor.insert %c4 into %cst_3[%c0_4, %c3] : tensor<2x4xindex>
      scf.yield %arg1 : i64
    }
    %c0 = arith.constant 0 : index
    %1 = arith.index_castui %c0 : index to i64
    %cst = arith.constant 1.000000e+02 : f32
    return %cst : f32
  }
  func.func public @f1() {
    %c1 = arith.constant 1 : index
    scf.index_switch %c1 
    case 2 {
      %0 = tensor.empty() : tensor<2x4xf32>
      %1 = arith.negf %0 fastmath<arcp> : tensor<2x4xf32>
      %cst = arith.constant 1.000000e+00 : f32
      %2 = arith.cmpf uge, %cst, %cst fastmath<nnan,ninf,nsz> : f32
      %c0 = arith.constant 0 : index
      %c1_0 = arith.constant 1 : index
      %cst_1 = arith.constant 5.000000e-01 : f64
      %3:2 = scf.for %arg0 = %c0 to %c0 step %c1_0 iter_args(%arg1 = %cst, %arg2 = %cst_1) -> (f32, f64) {
        %cst_2 = arith.constant 1.000000e+02 : bf16
        %4 = math.sin %cst_2 : bf16
        %cst_3 = arith.constant dense<-4> : tensor<8x8xindex>
        %expanded = tensor.expand_shape %cst_3 [[0], [1, 2]] output_shape [8, 4, 2] : tensor<8x8xindex> into tensor<8x4x2xindex>
        %cst_4 = arith.constant -2.500000e-01 : f32
        %5:2 = scf.while (%arg3 = %cst_4) : (f32) -> (vector<4x2xf32>, f32) {
          %c127_i8 = arith.constant 127 : i8
          %6 = arith.cmpi sle, %c127_i8, %c127_i8 : i8
          %true = arith.constant true
          %7 = arith.ceildivui %2, %true : i1
          %cst_5 = arith.constant dense<1.000000e+02> : vector<4x2xf32>
          scf.condition(%7) %cst_5, %cst_4 : vector<4x2xf32>, f32
        } do {
        ^bb0(%arg3: vector<4x2xf32>, %arg4: f32):
          %cst_5 = arith.constant 0.000000e+00 : f32
          scf.yield %cst_5 : f32
        }
        scf.yield %cst_4, %arg2 : f32, f64
      }
      scf.yield
    }
    case 6 {
      scf.yield
    }
    default {
    }
    return
  }
}

