module attributes {test.module_note = "std"} {
  func.func private @ext0(tensor<1xi64>, vector<1xi8>) -> vector<3x2xi64>
  module @inner {
    func.func public @helper2(%arg0: i8 {llvm.signext}, %arg1: vector<1xf64> {llvm.noundef, test.tag = "x"}, %arg2: memref<3x2xi8>, %arg3: vector<3x2xi64>) -> (i64 {llvm.noundef}) {
      %cst = arith.constant dense<2.500000e+00> : vector<3x2xf64>
      %0 = arith.negf %cst fastmath<fast> : vector<3x2xf64>
      %true = arith.constant true
      scf.if %true {
        %c50_i16 = arith.constant 50 : i16
        %1 = arith.cmpi slt, %c50_i16, %c50_i16 : i16
      }
      %c-1_i64 = arith.constant -1 : i64
      return %c-1_i64 : i64
    }
  }
  func.func @fn.0(%arg0: memref<?x2xi64> {test.foo = 1 : i32}, %arg1: memref<1xi8> {llvm.noundef}, %arg2: tensor<3xi16>) -> memref<1xi8> attributes {level = 2 : i64, passthrough = ["nounwind"]} {
    %alloc = memref.alloc() : memref<3x2xi64>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %subview = memref.subview %alloc[%c1, 0] [2, %c2] [1, 1] : memref<3x2xi64> to memref<2x?xi64, strided<[2, 1], offset: ?>>
    %c11_i64 = arith.constant 11 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c40_i64 = arith.constant 40 : i64
    %c13_i32 = arith.constant 13 : i32
    cf.switch %c11_i64 : i64, [
      default: ^bb1(%c11_i64, %cst : i64, f32),
      0: ^bb1(%c40_i64, %cst : i64, f32),
      2: ^bb2(%c11_i64 : i64),
      5: ^bb3(%c40_i64, %c13_i32 : i64, i32)
    ]
  ^bb1(%0: i64, %1: f32):  // 2 preds: ^bb0, ^bb0
    %extracted_slice = tensor.extract_slice %arg2[2] [1] [1] : tensor<3xi16> to tensor<1xi16>
    %c1_i64 = arith.constant 1 : i64
    %2 = arith.cmpi ule, %c1_i64, %c11_i64 : i64
    %c62_i64 = arith.constant 62 : i64
    cf.cond_br %2, ^bb3(%c11_i64, %c13_i32 : i64, i32), ^bb2(%c62_i64 : i64)
  ^bb2(%3: i64):  // 2 preds: ^bb0, ^bb1
    %cst_0 = arith.constant dense<2147483647> : tensor<1xi32>
    %cst_1 = arith.constant dense<-1> : tensor<1xi32>
    %4 = tensor.empty() : tensor<1xi32>
    %5 = linalg.mul ins(%cst_0, %cst_1 : tensor<1xi32>, tensor<1xi32>) outs(%4 : tensor<1xi32>) -> tensor<1xi32>
    %c-19_i32 = arith.constant -19 : i32
    cf.br ^bb3(%c11_i64, %c-19_i32 : i64, i32)
  ^bb3(%6: i64, %7: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
    %cst_2 = arith.constant dense<[[-1, -4, 1, 1], [4611686018427387903, 4611686018427387903, -1, -1], [-8, 54, -3, 20], [-1, 0, 1, 1]]> : tensor<4x4xi64>
    %8 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %cst_2) -> (tensor<4x4xi64>) {
      %cst_3 = arith.constant dense<[-1, 2147483647, 21, 0]> : tensor<4xi32>
      %9 = arith.ceildivsi %cst_3, %cst_3 : tensor<4xi32>
      %10 = tensor.empty() : tensor<1xi64>
      %cst_4 = arith.constant dense<1> : vector<1xi8>
      %11 = func.call @ext0(%10, %cst_4) : (tensor<1xi64>, vector<1xi8>) -> vector<3x2xi64>
      %12 = tensor.empty() : tensor<1x4xi64>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %12 into %arg4[%arg3, 0] [1, 4] [1, 1] : tensor<1x4xi64> into tensor<4x4xi64>
      }
    }
    return %arg1 : memref<1xi8>
  }
  func.func @compute1(%arg0: i8) -> bf16 attributes {ref = @inner::@helper2} {
    %false = arith.constant false
    %0 = arith.select %false, %arg0, %arg0 : i8
    %1 = scf.if %false -> (i64) {
      %alloc = memref.alloc() : memref<3x2xi64>
      memref.dealloc %alloc : memref<3x2xi64>
      %c-2_i8 = arith.constant -2 : i8
      %f = func.constant @compute1 : (i8) -> bf16
      %2 = func.call_indirect %f(%c-2_i8) : (i8) -> bf16
      %c0_i8 = arith.constant 0 : i8
      cf.assert %false, "x must be \22positive\22"
      %c-1_i64 = arith.constant -1 : i64
      scf.yield %c-1_i64 : i64
    } else {
      %c0_i64 = arith.constant 0 : i64
      scf.yield %c0_i64 : i64
    }
    %cst = arith.constant 3.000000e+00 : bf16
    return %cst : bf16
  }
}

