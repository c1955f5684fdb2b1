!vec0 = vector<3x4xi8>
!buf1 = memref<3xbf16>
!vec2 = vector<4xi1>
!vec3 = vector<4xf32>
!tensor4 = tensor<4xf64>
!tensor5 = tensor<4x1xi16>
module attributes {test.module_note = "std"} {
  func.func private @ext0(i8, !vec0 {llvm.noundef, test.tag = "x"}) -> f64 attributes {llvm.emit_c_interface, note = "generated"}
  func.func private @ext1() -> (i8) attributes {passthrough = ["nounwind"], level = 2 : i64}
  func.func private @f0(%x_1: tensor<4xf64>) -> (!buf1, f32 {llvm.noundef, test.tag = "x"}, tensor<3xf32> {llvm.noundef, test.tag = "x"}) {
    %cst = arith.constant dense<[true,true,true,false]> : !vec2
    %tmp4 = arith.constant dense<[3.0, 1.0, 4.0E+2, -1.0]> : vector<4xf32>
    %5 = arith.select %cst, %tmp4, %tmp4 : vector<4xi1>, !vec3
    %c = arith.constant 2 : index
    %c_7 = arith.constant 8 : index
    %v10 = arith.constant 3 : index
    scf.for %rhs = %c to %c_7 step %v10 {
      %tmp12:3 = func.call @f0(%x_1) : (!tensor4) -> (memref<3xbf16>, f32, tensor<3xf32>)
      %13 = memref.alloca() {alignment = 16 : i64} : memref<4xi8>
      memref.copy %13, %13 : memref<4xi8> to memref<4xi8>
      scf.yield
    }
    %empty = tensor.empty() : tensor<4xi16>
    %17 = tensor.empty() : tensor<4x1xi16>
    %18 = linalg.broadcast ins(%empty : tensor<4xi16>) outs(%17 : !tensor5) dimensions = [4294967296]
    %alloc = memref.alloc() : memref<3xi8>
    %v21 = arith.constant 1 : i1
    %22 = arith.extui %v21 : i1 to i16
    %lhs = arith.constant 4 : index
    %24 = tensor.empty(%lhs) : tensor<?xf32>
    %cst_25 = arith.constant dense<-1.0> : tensor<3x3xf64>
    %t26 = linalg.transpose ins(%cst_25 : tensor<3x3xf64>) outs(%cst_25 : tensor<3x3xf64>) permutation = [0, 1]
    %y = arith.constant 0 : index
    %v28 = arith.constant 7 : index
    %30 = arith.constant 1 : index
    %v32 = arith.constant 0 : index
    %33 = arith.constant 1 : index
    %a.b = arith.constant 2 : index
    scf.parallel (%v35, %36) = (%y, %v32) to (%v28, %33) step (%30, %a.b) {
      %x38 = arith.constant 0 : i8
      %cst_39 = arith.constant 0.0 : f64
      %acc:2 = scf.while (%arg = %x38, %arg_43 = %cst_39) : (i8, f64) -> (i8, f64) {
        %46 = arith.constant 0 : index
        %47 = arith.constant 7 : index
        %48 = arith.constant 1 : index
        %49 = arith.constant 0.0 : f32
        %sum = scf.for %iv_50 = %46 to %47 step %48 iter_args(%51 = %49) -> f32 {
          %53 = arith.cmpi uge, %x38, %arg : i8
          %t54 = arith.negf %51 fastmath<nnan,ninf> : f32  // note
          %55 = arith.constant 2.5 : f32
          scf.yield %55 : f32
        }
        scf.condition(%v21) %x38, %cst_39 : i8, f64
      } do {
      ^bb0(%56: i8, %57: f64):
        %r_58 = func.call @ext1() : () -> (i8)
        %59 = arith.constant 0 : index
        %60 = arith.constant 6 : index
        %61 = arith.constant 2 : index
        %tmp62 = arith.constant 0 : index
        %63 = arith.constant 3 : index
        %64 = arith.constant 1 : index
        %68 = arith.constant 1.0 : f64
        %70 = scf.parallel (%i, %i_66) = (%59, %tmp62) to (%60, %63) step (%61, %64) init (%68) -> (f64) {
          %asin = math.asin %5 fastmath<none> : !vec3
          %cast = tensor.cast %empty : tensor<4xi16> to tensor<?xi16>
          %74 = math.sqrt %5 fastmath<fast> : vector<4xf32>
          scf.reduce(%57 : f64) {
          ^bb0(%val: f64, %76: f64):
            %red = arith.maximumf %val, %76 : f64
            scf.reduce.return %red : f64
          }
        }
        scf.yield %56, %57 : i8, f64
      }
    }
    %80 = memref.alloc() : memref<3xbf16>
    %81 = arith.constant 4.0E+2 : f32
    %empty_82 = tensor.empty() : tensor<3xf32>
    return %80, %81, %empty_82 : !buf1, f32, tensor<3xf32>
  }
}
