module attributes {test.module_note = "std"} {
  func.func private @ext0() -> i32
  func.func private @ext1(f64) -> (f64 {test.foo = 1 : i32}, memref<?xf64>) attributes {llvm.emit_c_interface, note = "generated"}
  func.func @f0(%arg0: i32 {llvm.noundef, test.tag = "x"}, %arg1: f64, %arg2: tensor<4xi8> {test.foo = 1 : i32}, %arg3: tensor<4xf64>) -> memref<?x4x?xf64> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi sgt, %c1, %c1 : index
    %1 = scf.if %0 -> (i32) {
      %9 = scf.if %0 -> (f64) {
        %cst_9 = arith.constant dense<1.000000e+00> : vector<2x4x4xf64>
        %cst_10 = arith.constant dense<1.500000e-01> : vector<2x4x4xf64>
        %12 = arith.cmpf ole, %cst_9, %cst_10 : vector<2x4x4xf64>
        scf.yield %arg1 : f64
      } else {
        %c2_9 = arith.constant 2 : index
        %c2_10 = arith.constant 2 : index
        %c1_11 = arith.constant 1 : index
        scf.for %arg4 = %c2_9 to %c2_10 step %c1_11 {
          %cst_13 = arith.constant dense<[4.000000e+02, -2.500000e-01, -7.500000e+00, 4.000000e+02]> : tensor<4xf32>
          %13 = math.atanh %cst_13 fastmath<reassoc,contract> : tensor<4xf32>
        }
        %c1_i64 = arith.constant 1 : i64
        %12 = arith.xori %c1_i64, %c1_i64 : i64
        %c0_12 = arith.constant 0 : index
        %dim = tensor.dim %arg2, %c0_12 : tensor<4xi8>
        scf.yield %arg1 : f64
      }
      %alloca_5 = memref.alloca() {alignment = 64 : i64} : memref<8x8x2xi32>
      %c0 = arith.constant 0 : index
      %c7_6 = arith.constant 7 : index
      %c1_7 = arith.constant 1 : index
      %10 = memref.load %alloca_5[%c0, %c7_6, %c1_7] : memref<8x8x2xi32>
      %11 = arith.floordivsi %10, %10 : i32
      %cst_8 = arith.constant dense<1.000000e+02> : tensor<1xf64>
      %inserted_slice = tensor.insert_slice %cst_8 into %arg3[1] [1] [1] : tensor<1xf64> into tensor<4xf64>
      scf.yield %10 : i32
    } else {
      %cst_5 = arith.constant dense<[1.000000e+00, 1.500240e-01, -7.500000e+00, 5.000000e-01]> : vector<4xf16>
      %9 = math.fma %cst_5, %cst_5, %cst_5 fastmath<nnan,ninf> : vector<4xf16>
      scf.yield %arg0 : i32
    }
    %cst = arith.constant dense<54> : vector<2x4x4xi16>
    %2 = arith.cmpi ugt, %cst, %cst : vector<2x4x4xi16>
    %cst_0 = arith.constant 1.000000e+00 : f64
    %c7 = arith.constant 7 : index
    %3 = tensor.empty(%c7) : tensor<2x?x4xf64>
    %cst_1 = arith.constant 5.000000e-01 : f32
    %4 = arith.minimumf %cst_1, %cst_1 : f32
    %alloc = memref.alloc() : memref<4x4x1xf32>
    %alloca = memref.alloca() : memref<4x1xf32>
    linalg.reduce ins(%alloc : memref<4x4x1xf32>) outs(%alloca : memref<4x1xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %9 = arith.addf %in, %init : f32
        linalg.yield %9 : f32
      }
    %cst_2 = arith.constant 4.000000e+02 : bf16
    %5 = arith.negf %cst_2 fastmath<reassoc,contract> : bf16
    %6 = math.atanh %arg1 : f64
    %c1_i32 = arith.constant 1 : i32
    %7 = arith.cmpi slt, %1, %c1_i32 : i32
    %cst_3 = arith.constant dense<1.000000e+00> : vector<2x4x4xf32>
    %8 = arith.maxnumf %cst_3, %cst_3 : vector<2x4x4xf32>
    %from_elements = tensor.from_elements %4, %4 : tensor<2xf32>
    %c6 = arith.constant 6 : index
    %c2 = arith.constant 2 : index
    %alloca_4 = memref.alloca(%c6, %c2) : memref<?x4x?xf64>
    return %alloca_4 : memref<?x4x?xf64>
  }
}

