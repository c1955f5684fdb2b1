module {
  func.func private @fn.0(%arg0: index {test.foo = 1 : i32}, %arg1: vector<2x4xbf16>, %arg2: index) -> (bf16 {llvm.noundef, test.tag = "x"}, tensor<4x?xindex> {test.foo = 1 : i32}) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.cmpi slt, %c-1_i32, %c-1_i32 : i32
    %cst = arith.constant -1.000000e+00 : f16
    %1 = arith.select %0, %cst, %cst : f16
    %cst_0 = arith.constant dense<[[11, 44, 4, 1], [-1, -1, -1, 0]]> : vector<2x4xi32>
    %2 = arith.remsi %cst_0, %cst_0 : vector<2x4xi32>
    %alloc = memref.alloc() : memref<4x8xindex>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %alloc, %c0 : memref<4x8xindex>
    %c0_1 = arith.constant 0 : index
    %from_elements = tensor.from_elements %c0, %arg2, %c0_1, %arg2 : tensor<2x2xindex>
    %3 = arith.uitofp %c-1_i32 : i32 to f64
    scf.execute_region {
      %c0_3 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c1_4 = arith.constant 1 : index
      %c80_i16 = arith.constant 80 : i16
      %5:2 = scf.parallel (%arg3) = (%c0_3) to (%c2) step (%c1_4) init (%c80_i16, %3) -> (i16, f64) {
        %c63_i8 = arith.constant 63 : i8
        %6 = math.ctpop %c63_i8 : i8
        %c32767_i16 = arith.constant 32767 : i16
        scf.reduce(%c32767_i16, %3 : i16, f64) {
        ^bb0(%arg4: i16, %arg5: i16):
          %7 = arith.addi %arg4, %arg5 : i16
          scf.reduce.return %7 : i16
        }, {
        ^bb0(%arg4: f64, %arg5: f64):
          %7 = arith.addf %arg4, %arg5 : f64
          scf.reduce.return %7 : f64
        }
      }
      scf.yield
    }
    %cst_2 = arith.constant 4.000000e+02 : bf16
    %c1 = arith.constant 1 : index
    %4 = tensor.empty(%c1) : tensor<4x?xindex>
    return %cst_2, %4 : bf16, tensor<4x?xindex>
  }
}

