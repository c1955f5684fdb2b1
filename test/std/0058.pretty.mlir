module attributes {test.module_note = "std"} {
  memref.global "private" @g0 : memref<3xf64> = dense<-7.500000e+00>
  func.func @compute0(%arg0: f64 {test.foo = 1 : i32}, %arg1: vector<4x4xi32>, %arg2: tensor<?xf64>, %arg3: tensor<3xi32>) -> tensor<4x4xi32> attributes {llvm.emit_c_interface, note = "generated"} {
    %cst = arith.constant -7.500000e+00 : f64
    %c0 = arith.constant 0 : index
    %inserted = tensor.insert %cst into %arg2[%c0] : tensor<?xf64>
    %cst_0 = arith.constant dense<[[0.000000e+00, -1.000000e+00, -7.500000e+00, 1.000000e+00], [1.500000e-01, 1.500000e-01, -2.500000e-01, 1.000000e+02], [3.000000e+00, 5.000000e-01, 2.500000e+00, 5.000000e-01], [-2.500000e-01, 1.000000e+02, 0.000000e+00, 0.000000e+00]]> : vector<4x4xf64>
    %0 = arith.cmpf une, %cst_0, %cst_0 : vector<4x4xf64>
    %1 = arith.cmpi ult, %c0, %c0 : index
    scf.if %1 {
      %4 = memref.get_global @g0 : memref<3xf64>
      %cst_3 = arith.constant dense<[[0, 1, -1, 0], [1, -1, 0, -19], [1, 79, 2147483647, 2147483647], [2147483647, 48, -1, 23]]> : vector<4x4xi32>
      %5 = func.call @compute0(%cst, %cst_3, %arg2, %arg3) : (f64, vector<4x4xi32>, tensor<?xf64>, tensor<3xi32>) -> tensor<4x4xi32>
    }
    %cst_1 = arith.constant dense<1> : vector<2xi16>
    %2 = arith.cmpi ule, %cst_1, %cst_1 : vector<2xi16>
    %c-1_i32 = arith.constant -1 : i32
    %3 = arith.select %1, %c-1_i32, %c-1_i32 : i32
    %cst_2 = arith.constant dense<[[2147483647, 45, 27, 13], [1, -1, 54, -1], [2147483647, 0, -1, 0], [0, 0, 2147483647, 0]]> : tensor<4x4xi32>
    return %cst_2 : tensor<4x4xi32>
  }
  func.func @kernel_1() -> f64 attributes {test.kernel} {
    %c2 = arith.constant 2 : index
    %alloca = memref.alloca(%c2) : memref<3x?xi32>
    %c1 = arith.constant 1 : index
    %dim = memref.dim %alloca, %c1 : memref<3x?xi32>
    %c0 = arith.constant 0 : index
    %c9 = arith.constant 9 : index
    %c1_0 = arith.constant 1 : index
    %cst = arith.constant 5.000000e-01 : f64
    %c1_i32 = arith.constant 1 : i32
    %0:2 = scf.for %arg0 = %c0 to %c9 step %c1_0 iter_args(%arg1 = %cst, %arg2 = %c1_i32) -> (f64, i32) {
      %1:2 = scf.index_switch %dim -> f64, i8 
      case 0 {
        %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
        %cast = memref.cast %alloc : memref<3xi32> to memref<3xi32>
        %c0_i8 = arith.constant 0 : i8
        scf.yield %arg1, %c0_i8 : f64, i8
      }
      case 2 {
        %false = arith.constant false
        %2:2 = scf.if %false -> (f64, f64) {
          %cst_1 = arith.constant dense<-1> : vector<4x4xindex>
          %3 = arith.cmpi ule, %cst_1, %cst_1 : vector<4x4xindex>
          %4 = tensor.empty() : tensor<4x4xf64>
          %c2_2 = arith.constant 2 : index
          %c0_3 = arith.constant 0 : index
          %inserted = tensor.insert %arg1 into %4[%c2_2, %c0_3] : tensor<4x4xf64>
          scf.yield %cst, %cst : f64, f64
        } else {
          %cst_1 = arith.constant 2.500000e+00 : f64
          scf.yield %arg1, %cst_1 : f64, f64
        }
        %c1_i8 = arith.constant 1 : i8
        scf.yield %cst, %c1_i8 : f64, i8
      }
      case 4 {
        %c-1_i8 = arith.constant -1 : i8
        scf.yield %arg1, %c-1_i8 : f64, i8
      }
      default {
        %c15_i8 = arith.constant 15 : i8
        scf.yield %cst, %c15_i8 : f64, i8
      }
      scf.yield %arg1, %c1_i32 : f64, i32
    }
    return %cst : f64
  }
}

