module {
  func.func private @ext0(i8 {llvm.noundef}, tensor<1xi64>, memref<1xi64>) -> (vector<4xi8> {test.foo = 1 : i32}) attributes {test.kernel}
  func.func private @ext1(memref<1xi8>, i64)
  func.func @kernel_0(%arg0: i8) -> (memref<?x8xi64> {llvm.noundef}) {
    %0 = tensor.empty() : tensor<1xi8>
    %1 = math.ipowi %0, %0 : tensor<1xi8>
    %extracted_slice = tensor.extract_slice %0[0] [1] [1] : tensor<1xi8> to tensor<1xi8>
    %c32767_i16 = arith.constant 32767 : i16
    %c0_i16 = arith.constant 0 : i16
    %low, %high = arith.mulsi_extended %c32767_i16, %c0_i16 : i16
    %true = arith.constant true
    %c-1_i32 = arith.constant -1 : i32
    %c-1_i64 = arith.constant -1 : i64
    cf.cond_br %true, ^bb2(%c-1_i64 : i64), ^bb1(%c-1_i32 : i32)
  ^bb1(%2: i32):  // pred: ^bb0
    %3 = tensor.empty() : tensor<1xi64>
    %c20_i8 = arith.constant 20 : i8
    %4 = call @kernel_0(%c20_i8) : (i8) -> memref<?x8xi64>
    %5 = math.ipowi %2, %2 : i32
    cf.br ^bb2(%c-1_i64 : i64)
  ^bb2(%6: i64):  // 2 preds: ^bb0, ^bb1
    %c1_i8 = arith.constant 1 : i8
    %7 = call @kernel_0(%c1_i8) : (i8) -> memref<?x8xi64>
    %cst = arith.constant dense<-6> : vector<4x1xi64>
    %c37 = arith.constant 37 : index
    scf.index_switch %c37 
    case 0 {
      %9 = arith.cmpi sgt, %c-1_i32, %c-1_i32 : i32
      scf.yield
    }
    case 3 {
      %c1 = arith.constant 1 : index
      %9 = arith.cmpi ne, %c37, %c1 : index
      %10:2 = scf.if %9 -> (index, i32) {
        %alloc_1 = memref.alloc() {alignment = 16 : i64} : memref<3xi32>
        %alloca = memref.alloca() : memref<3x2xi32>
        linalg.broadcast ins(%alloc_1 : memref<3xi32>) outs(%alloca : memref<3x2xi32>) dimensions = [1] 
        %c80 = arith.constant 80 : index
        scf.yield %c80, %c-1_i32 : index, i32
      } else {
        scf.yield %c37, %c-1_i32 : index, i32
      }
      scf.yield
    }
    default {
    }
    %cst_0 = arith.constant -7.500000e+00 : f32
    cf.cond_br %true, ^bb3(%cst_0 : f32), ^bb3(%cst_0 : f32)
  ^bb3(%8: f32):  // 2 preds: ^bb2, ^bb2
    %c8 = arith.constant 8 : index
    %alloc = memref.alloc(%c8) : memref<?x8xi64>
    return %alloc : memref<?x8xi64>
  }
}

